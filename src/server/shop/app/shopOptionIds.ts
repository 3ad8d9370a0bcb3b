import { styleSlug } from '../../content/app/fonts/groupSubfamilies';

/**
 * Option ids are built from slugs, not database row ids, so a cart kept in a browser's
 * cookie or behind a shared link still means the same styles after the database is rebuilt
 * or the content re-imported. The family page prefixes them: the cart's `cart_items_id_wise`
 * lists ids of every family together, and "Regular" must not mark another family's style.
 */
export function familyOptionId(page: string): string {
  return page;
}

export function subfamilyOptionId(page: string, subfamilyName: string): string {
  return `${page}/${styleSlug(subfamilyName)}`;
}

export function styleOptionId(page: string, styleSlugText: string): string {
  return `${page}/${styleSlugText}`;
}
