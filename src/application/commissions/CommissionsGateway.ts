import type { CommissionDetail, CommissionList, CommissionsOverview } from './Commission';

/** docs/spec.md §7: the commissions calls. */
export interface CommissionsGateway {
  /** GET commissions/posts?page&count. */
  overview(page: number, count: number): Promise<CommissionsOverview>;
  /** GET commissions/lists/. */
  lists(): Promise<CommissionList[]>;
  /** GET commissions/post/{slug}. */
  post(slug: string): Promise<CommissionDetail>;
}

/** docs/spec.md §9: "Commissions page size on the page: 20". */
export const COMMISSIONS_PAGE_SIZE = 20;
