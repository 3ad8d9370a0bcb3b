import type { DiscountCodeTerms } from '../../../domain/pricing/discountCode';

export type NewDiscountCode = Omit<DiscountCodeTerms, 'uses'>;

/** A code as staff see it: its terms, and when it was disabled (null: it works). */
export interface DiscountCodeRecord extends DiscountCodeTerms {
  disabledAt: string | null;
  createdAt: string;
}

/** Finds terms by code for pricing (CartPricer's DiscountCodeLookup). */
export interface DiscountCodeLookup {
  find(code: string): Promise<DiscountCodeTerms | null>;
}

/** The codes as staff and the operator's command keep them (DiscountCodeDesk, discount-code). */
export interface DiscountCodeBook {
  /** A code's record, disabled or not; null when there is none. */
  record(code: string): Promise<DiscountCodeRecord | null>;
  /** False when the code exists already. */
  create(terms: NewDiscountCode): Promise<boolean>;
  list(): Promise<DiscountCodeRecord[]>;
  /** Sets the last day and the number of orders it may serve (null: no end, no limit). */
  changeLimits(
    code: string,
    limits: Pick<DiscountCodeTerms, 'expiresOn' | 'maxUses'>,
  ): Promise<void>;
  disable(code: string): Promise<void>;
}
