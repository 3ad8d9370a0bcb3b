/**
 * The site-wide switches and the shop's constants, as the browser keeps them (SettingsStore):
 * what `GET /api/v1/settings` answers (src/contract/settings.ts; AxiosSettingsGateway reads it).
 */
export interface Settings {
  maintenance_mode: boolean;
  currency: string;
  currency_symbol: string;
  /** Multiplier for pro licences (docs/spec.md §9, "Pro price = price × pro_multiplication"). */
  pro_multiplication: number;
  foundry_name: string;
  /** The product abbreviation used in page titles ("ABBR – Post title"). */
  abbreviation: string;
  contact_email: string;
}
