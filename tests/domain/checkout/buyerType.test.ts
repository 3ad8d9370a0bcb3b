import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isJuniorOrder,
  NORMAL_BUYER,
  setGraduateOrder,
  setStudentOrder,
  setThirdPartyOrder,
  thirdPartyOptionVisible,
  type BuyerFlags,
} from '../../../src/domain/checkout/buyerType';

describe('buyer type', () => {
  it('starts as a normal buyer with the third-party option shown', () => {
    expect(isJuniorOrder(NORMAL_BUYER)).toBe(false);
    expect(thirdPartyOptionVisible(NORMAL_BUYER)).toBe(true);
  });

  it('makes student and graduate mutually exclusive', () => {
    const student = setStudentOrder(NORMAL_BUYER, true);
    const graduate = setGraduateOrder(student, true);
    expect(graduate).toEqual({
      is_student_order: false,
      is_graduate_order: true,
      third_party_order: false,
    });
    expect(setStudentOrder(graduate, true).is_graduate_order).toBe(false);
  });

  it('clears the third-party flag and hides the option for a junior order', () => {
    const thirdParty = setThirdPartyOrder(NORMAL_BUYER, true);
    expect(thirdParty.third_party_order).toBe(true);
    const student = setStudentOrder(thirdParty, true);
    expect(student.third_party_order).toBe(false);
    expect(thirdPartyOptionVisible(student)).toBe(false);
    expect(setGraduateOrder(thirdParty, true).third_party_order).toBe(false);
    expect(setThirdPartyOrder(student, true)).toBe(student);
  });

  it('unticks a box without touching the others', () => {
    const thirdParty = setThirdPartyOrder(NORMAL_BUYER, true);
    expect(setStudentOrder(thirdParty, false)).toEqual(thirdParty);
    expect(setGraduateOrder(thirdParty, false)).toEqual(thirdParty);
    expect(setThirdPartyOrder(thirdParty, false)).toEqual(NORMAL_BUYER);
    expect(setThirdPartyOrder(setStudentOrder(NORMAL_BUYER, true), false).is_student_order).toBe(
      true,
    );
  });

  it('never lets a junior order be a third-party order, whatever is clicked', () => {
    const clicks = [setStudentOrder, setGraduateOrder, setThirdPartyOrder];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(2), fc.boolean())), (moves) => {
        const flags = moves.reduce<BuyerFlags>(
          (f, [which, checked]) => clicks[which](f, checked),
          NORMAL_BUYER,
        );
        expect(flags.is_student_order && flags.is_graduate_order).toBe(false);
        expect(isJuniorOrder(flags) && flags.third_party_order).toBe(false);
      }),
    );
  });
});
