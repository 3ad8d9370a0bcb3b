/**
 * The buyer-type checkboxes of checkout step 2 (docs/spec.md §4). A junior licence is personal,
 * so student and graduate exclude each other and both exclude ordering for a third party.
 */
export interface BuyerFlags {
  readonly isStudentOrder: boolean;
  readonly isGraduateOrder: boolean;
  readonly thirdPartyOrder: boolean;
}

export const NORMAL_BUYER: BuyerFlags = {
  isStudentOrder: false,
  isGraduateOrder: false,
  thirdPartyOrder: false,
};

export function setStudentOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  return checked
    ? { isStudentOrder: true, isGraduateOrder: false, thirdPartyOrder: false }
    : { ...flags, isStudentOrder: false };
}

export function setGraduateOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  return checked
    ? { isStudentOrder: false, isGraduateOrder: true, thirdPartyOrder: false }
    : { ...flags, isGraduateOrder: false };
}

/** Ignored while a junior box is ticked, since the option is hidden then. */
export function setThirdPartyOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  if (checked && !thirdPartyOptionVisible(flags)) return flags;
  return { ...flags, thirdPartyOrder: checked };
}

export function isJuniorOrder(flags: BuyerFlags): boolean {
  return flags.isStudentOrder || flags.isGraduateOrder;
}

export function thirdPartyOptionVisible(flags: BuyerFlags): boolean {
  return !isJuniorOrder(flags);
}
