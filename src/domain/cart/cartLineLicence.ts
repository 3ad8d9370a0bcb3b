import { selectedCategories, type LicenceSelections } from '../pricing/LicenceCategory';

/**
 * A cart line must license something. With desktop, web and app all left at 'None' the
 * price rule still gives the base unit (DESIGN "Pricing, exactly": no selection, su = 50),
 * which is there so a price can be computed, not a licence to sell: such a line would be
 * paid for and deliver a zip with no fonts in it.
 */
export function licensesSomething(selections: LicenceSelections): boolean {
  return selectedCategories(selections).length > 0;
}

/** The server's answer to a cart item that licenses nothing (rule `no_licence`). */
export const NO_LICENCE_MESSAGE = 'Please choose a desktop, web or app licence.';
export const NO_LICENCE_RULE = 'no_licence';
