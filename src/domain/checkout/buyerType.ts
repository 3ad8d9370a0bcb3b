/**
 * The buyer-type checkboxes of checkout step 2 (docs/spec.md §4). A junior licence is personal,
 * so student and graduate exclude each other and both exclude ordering for a third party.
 */
export interface BuyerFlags {
  readonly is_student_order: boolean;
  readonly is_graduate_order: boolean;
  readonly third_party_order: boolean;
}

export const NORMAL_BUYER: BuyerFlags = {
  is_student_order: false,
  is_graduate_order: false,
  third_party_order: false,
};

export function setStudentOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  return checked
    ? { is_student_order: true, is_graduate_order: false, third_party_order: false }
    : { ...flags, is_student_order: false };
}

export function setGraduateOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  return checked
    ? { is_student_order: false, is_graduate_order: true, third_party_order: false }
    : { ...flags, is_graduate_order: false };
}

/** Ignored while a junior box is ticked, since the option is hidden then. */
export function setThirdPartyOrder(flags: BuyerFlags, checked: boolean): BuyerFlags {
  if (checked && !thirdPartyOptionVisible(flags)) return flags;
  return { ...flags, third_party_order: checked };
}

export function isJuniorOrder(flags: BuyerFlags): boolean {
  return flags.is_student_order || flags.is_graduate_order;
}

export function thirdPartyOptionVisible(flags: BuyerFlags): boolean {
  return !isJuniorOrder(flags);
}
