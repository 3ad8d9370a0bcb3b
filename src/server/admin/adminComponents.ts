import type { Kysely } from 'kysely';
import type { KyselyAccountRepository } from '../accounts/KyselyAccountRepository';
import type { AppContext } from '../appContext';
import type { CheckoutComponents } from '../checkout/checkoutComponents';
import type { Database } from '../database/schema';
import type { KyselyOrderRepository } from '../orders/KyselyOrderRepository';
import type { SiteSettings } from '../settings/SiteSettings';
import type { AuditLog } from '../staff/AuditLog';
import { GiveSecondFactor } from '../staff/GiveSecondFactor';
import { KyselyAuditLog } from '../staff/KyselyAuditLog';
import { KyselyStaffAccounts } from '../staff/KyselyStaffAccounts';
import { StaffAuth } from '../staff/StaffAuth';
import type { AdminOrders } from './AdminOrders';
import type { ContentStatusSource } from './ContentStatus';
import { KyselyAdminOrders } from './KyselyAdminOrders';
import { KyselyContentStatus } from './KyselyContentStatus';
import { OrderDesk } from './OrderDesk';
import type { AdminCustomers } from './AdminCustomers';
import { CustomerDesk } from './CustomerDesk';
import { KyselyAdminCustomers } from './KyselyAdminCustomers';
import { ShopSwitches } from './ShopSwitches';
import { DiscountCodeDesk } from './DiscountCodeDesk';
import { ClubDesk } from './ClubDesk';
import { InviteToClub } from '../club/InviteToClub';
import { KyselyClubInvites } from '../club/KyselyClubInvites';
import { KyselyDiscountCodeLookup } from '../discounts/KyselyDiscountCodeLookup';

/** The back office's use cases and ports, for its routes (admin/adminRoutes.ts). */
export interface AdminComponents {
  staffAuth: StaffAuth;
  giveSecondFactor: GiveSecondFactor;
  audit: AuditLog;
  orders: AdminOrders;
  orderDesk: OrderDesk;
  customers: AdminCustomers;
  customerDesk: CustomerDesk;
  content: ContentStatusSource;
  switches: ShopSwitches;
  codeDesk: DiscountCodeDesk;
  clubDesk: ClubDesk;
}

export interface AdminDatabase {
  db: Kysely<Database>;
  accounts: KyselyAccountRepository;
  orders: KyselyOrderRepository;
  siteSettings: SiteSettings;
}

/**
 * Part of the composition root (app.ts), as checkoutComponents.ts is: it alone is handed the
 * database, to build the back office's Kysely adapters; the routes get the use cases.
 */
export function createAdminComponents(
  context: AppContext,
  checkout: Pick<CheckoutComponents, 'files'>,
  { db, accounts, orders, siteSettings }: AdminDatabase,
): AdminComponents {
  const staff = new KyselyStaffAccounts(db, accounts);
  const audit = new KyselyAuditLog(db);
  const adminOrders = new KyselyAdminOrders(db);
  const customers = new KyselyAdminCustomers(db, adminOrders);
  const invites = new KyselyClubInvites(db);
  return {
    staffAuth: new StaffAuth(staff),
    giveSecondFactor: new GiveSecondFactor(staff, audit),
    audit,
    orders: adminOrders,
    orderDesk: new OrderDesk({
      orders,
      admin: adminOrders,
      invoices: checkout.files,
      mail: context.mailQueue,
      audit,
      brand: context.config,
    }),
    customers,
    customerDesk: new CustomerDesk(customers, context.requestPasswordReset, audit),
    content: new KyselyContentStatus(db),
    switches: new ShopSwitches(siteSettings, audit),
    codeDesk: new DiscountCodeDesk(new KyselyDiscountCodeLookup(db), adminOrders, audit),
    clubDesk: new ClubDesk(
      new InviteToClub({ accounts, invites, mail: context.mailQueue, brand: context.config }),
      invites,
      customers,
      audit,
    ),
  };
}
