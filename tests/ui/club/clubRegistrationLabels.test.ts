import { describe, expect, it } from 'vitest';
import {
  CLUB_SUBMIT_LABEL,
  CLUB_SUBMITTING_LABEL,
} from '../../../src/ui/features/club/clubRegistrationLabels';
import { OPTIONAL_STATE_LABEL } from '../../../src/ui/forms/addressLabels';

// Page copy that left the domain , with the texts its tests held it to.
describe('form labels', () => {
  it('names the club registration button, before and while it sends', () => {
    expect(CLUB_SUBMIT_LABEL).toBe('Register as a club user');
    expect(CLUB_SUBMITTING_LABEL).toBe('Registering...');
  });

  it('labels the free-text state field outside the US', () => {
    expect(OPTIONAL_STATE_LABEL).toBe('State (optional)');
  });
});
