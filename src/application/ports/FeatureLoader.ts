/**
 * The parts of the shop whose stores and adapters are only loaded with the pages that use
 * them, so the home page does not download the checkout (docs/design.md: home ≤ 90 kB gzip).
 * Everything the header, footer and home page need is always loaded.
 */
export type Feature =
  | 'account'
  | 'admin'
  | 'blog'
  | 'cart'
  | 'catalogue'
  | 'checkout'
  | 'club'
  | 'commissions'
  | 'newsletter'
  | 'shop'
  | 'trials';

/** Makes a feature's services resolvable (TOKENS) before a page that uses them renders. */
export interface FeatureLoader {
  /** Observable (MobX): a view that reads it re-renders when the feature arrives. */
  isLoaded(feature: Feature): boolean;
  /** Resolves once the feature's services are bound; loading twice loads once. */
  load(feature: Feature): Promise<void>;
}
