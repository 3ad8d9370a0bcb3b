import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, validateReviewForm } from '../../../src/domain/validation/reviewForm';

describe('review form', () => {
  it('requires the licensing terms', () => {
    expect(validateReviewForm({})).toEqual([
      {
        field: 'terms',
        message: 'Please agree to our licensing terms before proceeding.',
        rule: 'required',
      },
    ]);
    expect(validateReviewForm({ terms: true })).toEqual([]);
  });

  it('also requires the junior terms from students and graduates', () => {
    const junior = {
      field: 'junior_terms',
      message: REVIEW_MESSAGES.juniorTerms,
      rule: 'required',
    };
    expect(REVIEW_MESSAGES.juniorTerms).toBe(
      'Please agree to the junior licensing terms before proceeding.',
    );
    expect(validateReviewForm({ terms: true, is_student_order: true })).toEqual([junior]);
    expect(validateReviewForm({ terms: true, is_graduate_order: true })).toEqual([junior]);
    expect(
      validateReviewForm({ terms: true, junior_terms: true, is_graduate_order: true }),
    ).toEqual([]);
  });
});
