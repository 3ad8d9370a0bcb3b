import type { Shop } from './Shop';

/** The shop's call (spec §7: GET shops/{typeface page}). */
export interface ShopGateway {
  shop(page: string): Promise<Shop>;
}
