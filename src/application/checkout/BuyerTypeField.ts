/**
 * The order form's buyer-type checkboxes, by field name: a buyer is a normal one, an active
 * student, a recent graduate, or buys for a third party (docs/spec.md §1).
 */
export const BUYER_TYPE_FIELDS = [
  'is_student_order',
  'is_graduate_order',
  'third_party_order',
] as const;

export type BuyerTypeField = (typeof BUYER_TYPE_FIELDS)[number];

export function isBuyerTypeField(name: string): name is BuyerTypeField {
  return (BUYER_TYPE_FIELDS as readonly string[]).includes(name);
}
