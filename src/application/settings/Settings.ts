/**
 * The site-wide switches and the foundry's names as the browser keeps them (SettingsStore):
 * the browser's own model, not the wire's. The adapter reads `GET /api/v1/settings` (the
 * contract's getSettings, src/contract/settings.ts) into it (src/infrastructure/settings/
 * settingsFromAnswer.ts), keeping what the browser reads; the shop's figures (currency,
 * pro factor) reach the shop pages with the shop answers.
 */
export interface Settings {
  maintenanceMode: boolean;
  /** Every price's symbol (CURRENCY_SYMBOL, docs/shop.md "Pricing parameters"). */
  currencySymbol: string;
  foundryName: string;
  /** The product abbreviation used in page titles ("ABBR – Post title"). */
  abbreviation: string;
  contactEmail: string;
}
