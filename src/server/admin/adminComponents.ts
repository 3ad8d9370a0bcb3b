import { systemClock } from '../application/Clock';
import type { Logger } from '../application/Logger';
import type { Kysely } from 'kysely';
import type { KyselyAccountRepository } from '../accounts/adapters/KyselyAccountRepository';
import type { AppContext } from '../appContext';
import type { CheckoutComponents } from '../checkout/checkoutComponents';
import type { Database } from '../database/schema';
import type { KyselyOrderRepository } from '../orders/adapters/KyselyOrderRepository';
import type { SiteSettings } from '../settings/app/SiteSettings';
import type { AuditLog } from '../staff/app/AuditLog';
import { GiveSecondFactor } from '../staff/app/GiveSecondFactor';
import { KyselyAuditLog } from '../staff/adapters/KyselyAuditLog';
import { KyselyStaffAccounts } from '../staff/adapters/KyselyStaffAccounts';
import { totpCodes } from '../staff/adapters/staffTotp';
import { StaffAuth } from '../staff/http/StaffAuth';
import type { AdminOrders } from './app/AdminOrders';
import type { ContentStatusSource } from './app/ContentStatus';
import { KyselyAdminOrders } from './adapters/KyselyAdminOrders';
import { KyselyContentStatus } from './adapters/KyselyContentStatus';
import { OrderDesk } from './app/OrderDesk';
import type { AdminCustomers } from './app/AdminCustomers';
import { CustomerDesk } from './app/CustomerDesk';
import { KyselyAdminCustomers } from './adapters/KyselyAdminCustomers';
import { ShopSwitches } from './app/ShopSwitches';
import { DiscountCodeDesk } from './app/DiscountCodeDesk';
import { ClubDesk } from './app/ClubDesk';
import { InviteToClub } from '../club/app/InviteToClub';
import { KyselyClubInvites } from '../club/adapters/KyselyClubInvites';
import { KyselyDiscountCodeLookup } from '../discounts/adapters/KyselyDiscountCodeLookup';
import { NoChargeGateway } from '../payments/app/NoChargeGateway';
import { KyselyRefundLedger } from '../refunds/adapters/KyselyRefundLedger';
import type { RefundLedger } from '../orders/app/RefundLedger';
import { RefundOrder } from '../refunds/app/RefundOrder';
import { KyselyRefundAttempts } from '../refunds/adapters/KyselyRefundAttempts';
import type { RefundAttempts } from '../refunds/app/RefundAttempts';
import { SettlePendingRefunds } from '../refunds/app/SettlePendingRefunds';
import { DetectFailedPayouts } from '../refunds/app/DetectFailedPayouts';
import { FollowUpRefunds } from '../refunds/app/FollowUpRefunds';
import { MarkPayoutPaidOtherwise } from '../refunds/app/MarkPayoutPaidOtherwise';
import type { RefundPayouts } from '../refunds/app/RefundPayouts';
import { KyselyRefundPayouts } from '../refunds/adapters/KyselyRefundPayouts';
import type { OrderRecord } from '../orders/app/OrderRecord';
import { contentDirectory } from '../content/app/contentDirectory';
import { readExchangeRates } from '../orders/adapters/exchangeRates';
import { KyselyTaxReturnSource } from './adapters/KyselyTaxReturnSource';
import type { TaxReturnSource } from './app/TaxReturnSource';
import { KyselyReportSource } from './adapters/KyselyReportSource';
import type { ReportSource } from './app/ReportSource';
import type { SignInLog } from '../signIns/app/SignInLog';

/** The back office's use cases and ports, for its routes (admin/http/adminRoutes.ts). */
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
  refunds: RefundOrder;
  /**
   * Reads refunds again (the sweep, Stripe's webhook): settles the ones the card processor was
   * still making, and learns of made ones it could not pay out.
   */
  refundFollowUp: FollowUpRefunds;
  creditNotes: RefundLedger;
  /** The refunds the card processor has not made (yet), for the order page. */
  refundAttempts: Pick<RefundAttempts, 'ofOrder'>;
  /** Made refunds the card processor could not pay out: the order page, the dashboard. */
  failedPayouts: Pick<RefundPayouts, 'ofOrder' | 'open'>;
  markPaidOtherwise: MarkPayoutPaidOtherwise;
  /** A refund's credit note as a PDF (OrderFiles). */
  creditNotePdf: CheckoutComponents['files'];
  /** A quarter's invoices and credit notes for its tax returns (docs/tax-returns.md). */
  taxReturns: TaxReturnSource;
  /** A range's paid orders, credit notes and carts for the dashboard's reports. */
  reports: ReportSource;
}

export interface AdminDatabase {
  db: Kysely<Database>;
  accounts: KyselyAccountRepository;
  orders: KyselyOrderRepository;
  siteSettings: SiteSettings;
  signIns: SignInLog;
}

/**
 * Part of the composition root (app.ts), as checkoutComponents.ts is: it alone is handed the
 * database, to build the back office's Kysely adapters; the routes get the use cases.
 */
export function createAdminComponents(
  context: AppContext,
  checkout: Pick<CheckoutComponents, 'files'>,
  { db, accounts, orders, siteSettings, signIns }: AdminDatabase,
  logger: Pick<Logger, 'warn' | 'info'>,
): AdminComponents {
  const staff = new KyselyStaffAccounts(db, accounts);
  const audit = new KyselyAuditLog(db);
  const adminOrders = new KyselyAdminOrders(db);
  const customers = new KyselyAdminCustomers(db, adminOrders);
  const invites = new KyselyClubInvites(db);
  const creditNotes = new KyselyRefundLedger(db);
  const refundAttempts = new KyselyRefundAttempts(db);
  const refundPayouts = new KyselyRefundPayouts(db);
  const customerEmail = async (order: OrderRecord): Promise<string> =>
    (await adminOrders.background(order.id))?.customer.email ?? order.billing.email ?? '';
  const creditNoteIssue = {
    ledger: creditNotes,
    documents: checkout.files,
    customerEmail,
    mail: context.mailQueue,
    audit,
    brand: context.config,
    now: () => systemClock.now(),
  };
  // A free order's charge is the no-charge gateway's, as at checkout (checkoutComponents.ts).
  const gateway = new NoChargeGateway(context.payments.gateway);
  return {
    staffAuth: new StaffAuth(staff),
    giveSecondFactor: new GiveSecondFactor(
      staff,
      audit,
      { signIns, clock: systemClock, logger },
      totpCodes,
    ),
    audit,
    orders: adminOrders,
    orderDesk: new OrderDesk({
      orders,
      admin: adminOrders,
      invoices: checkout.files,
      builtFiles: checkout.files,
      clock: systemClock,
      mail: context.mailQueue,
      audit,
      brand: context.config,
    }),
    customers,
    customerDesk: new CustomerDesk(customers, context.requestPasswordReset, audit, signIns),
    content: new KyselyContentStatus(db),
    switches: new ShopSwitches(siteSettings, audit),
    codeDesk: new DiscountCodeDesk(new KyselyDiscountCodeLookup(db), adminOrders, audit),
    clubDesk: new ClubDesk(
      new InviteToClub({ accounts, invites, mail: context.mailQueue, brand: context.config }),
      invites,
      customers,
      audit,
    ),
    refunds: new RefundOrder({
      ...creditNoteIssue,
      orders,
      gateway,
      attempts: refundAttempts,
      log: logger,
    }),
    refundFollowUp: new FollowUpRefunds(
      new SettlePendingRefunds({
        ...creditNoteIssue,
        orders,
        gateway,
        attempts: refundAttempts,
        log: logger,
      }),
      new DetectFailedPayouts({
        payouts: refundPayouts,
        gateway,
        audit,
        log: logger,
        now: () => systemClock.now(),
      }),
    ),
    creditNotes,
    refundAttempts,
    failedPayouts: refundPayouts,
    markPaidOtherwise: new MarkPayoutPaidOtherwise({
      payouts: refundPayouts,
      audit,
      clock: systemClock,
    }),
    creditNotePdf: checkout.files,
    taxReturns: new KyselyTaxReturnSource(
      db,
      () => readExchangeRates(contentDirectory()),
      context.config.foundryTax.country,
    ),
    reports: new KyselyReportSource(db),
  };
}
