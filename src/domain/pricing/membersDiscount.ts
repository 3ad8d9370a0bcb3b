import { isoDayNumber } from './juniorDiscount';

/*
 * The club's members' discount (content/pages/club.md, docs/pricing.md section 4a): a club
 * member gets 30 % off every line of a new retail family, one whose `release_date` in its
 * content (content/typefaces/<slug>/typeface.yaml) is at most 30 days before the day of the
 * order: its release day is day 1 of its first month, the 30th day the last. A bundle
 * (a collection) is not a new family, and a beta family is not sold; neither gets it.
 */

export const MEMBERS_DISCOUNT_PERCENT = 30;
/** "The first month" of a new family: its release day and the 29 days after it. */
export const NEW_FAMILY_DAYS = 30;
export const MEMBERS_DISCOUNT_NAME = `Members' discount (${MEMBERS_DISCOUNT_PERCENT}%)`;

/**
 * Whether a family released on `releasedOn` (ISO date) is in its first month on `today`:
 * released on or before today and at most 29 days before it. Pure: the server's date is the
 * one passed in.
 */
export function isNewFamily(releasedOn: string, today: string): boolean {
  const released = isoDayNumber(releasedOn);
  const now = isoDayNumber(today);
  if (released === null || now === null) return false;
  const days = now - released;
  return days >= 0 && days < NEW_FAMILY_DAYS;
}

/** Who gets the members' discount: a club member, on an order licensing themselves. */
export interface MembersDiscountBuyer {
  clubMember: boolean;
  /** A third-party order's licence belongs to someone else, who is not the member. */
  thirdPartyOrder: boolean;
}

export function getsMembersDiscount(buyer: MembersDiscountBuyer): boolean {
  return buyer.clubMember && !buyer.thirdPartyOrder;
}
