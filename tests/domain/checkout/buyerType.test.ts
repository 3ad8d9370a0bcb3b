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
      isStudentOrder: false,
      isGraduateOrder: true,
      thirdPartyOrder: false,
    });
    expect(setStudentOrder(graduate, true).isGraduateOrder).toBe(false);
  });

  it('clears the third-party flag and hides the option for a junior order', () => {
    const thirdParty = setThirdPartyOrder(NORMAL_BUYER, true);
    expect(thirdParty.thirdPartyOrder).toBe(true);
    const student = setStudentOrder(thirdParty, true);
    expect(student.thirdPartyOrder).toBe(false);
    expect(thirdPartyOptionVisible(student)).toBe(false);
    expect(setGraduateOrder(thirdParty, true).thirdPartyOrder).toBe(false);
    expect(setThirdPartyOrder(student, true)).toBe(student);
  });

  it('unticks a box without touching the others', () => {
    const thirdParty = setThirdPartyOrder(NORMAL_BUYER, true);
    expect(setStudentOrder(thirdParty, false)).toEqual(thirdParty);
    expect(setGraduateOrder(thirdParty, false)).toEqual(thirdParty);
    expect(setThirdPartyOrder(thirdParty, false)).toEqual(NORMAL_BUYER);
    expect(setThirdPartyOrder(setStudentOrder(NORMAL_BUYER, true), false).isStudentOrder).toBe(
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
        expect(flags.isStudentOrder && flags.isGraduateOrder).toBe(false);
        expect(isJuniorOrder(flags) && flags.thirdPartyOrder).toBe(false);
      }),
    );
  });
});
