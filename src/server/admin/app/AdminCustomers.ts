import type { OrderSummary } from './AdminOrders';

export interface CustomerSummary {
  id: string;
  email: string;
  name: string;
  company: string | null;
  clubMember: boolean;
  staff: boolean;
  createdAt: string;
}

export interface CustomerCase extends CustomerSummary {
  /** Newest first. */
  orders: OrderSummary[];
}

/** The back office's reading of accounts. KyselyAdminCustomers is the adapter. */
export interface AdminCustomers {
  search(
    text: string | undefined,
    page: number,
    pageSize: number,
    /** Only the club's members. */
    clubMembersOnly?: boolean,
  ): Promise<{ customers: CustomerSummary[]; total: number }>;
  find(id: string): Promise<CustomerCase | undefined>;
}
