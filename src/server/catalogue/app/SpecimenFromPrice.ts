/**
 * "from $50" beside a specimen's Purchase (docs/shop.md, "A shop that explains itself"): the
 * catalogue asks, the shop answers (shop/app/shopFromPrice.ts). Null when the family has no shop
 * or sells no single style.
 */
export interface SpecimenFromPrice {
  fromPrice(page: string): Promise<{ amount: number; value: string } | null>;
}
