import type { AuditTables } from '../staff/auditTables';
import type { CatalogueTables } from '../catalogue/catalogueTables';
import type { AccountTables } from '../accounts/accountTables';
import type { ClubTables } from '../club/clubTables';
import type { MailQueueTables } from '../mail/mailQueueTables';
import type { NewsletterTables } from '../newsletter/newsletterTables';
import type { TrialTables } from '../trials/trialTables';
import type { ShopTables } from '../shop/shopTables';
import type { CartTables } from '../cart/cartTables';
import type { OrderTables } from '../orders/orderTables';
import type { TestPaymentTables } from '../payments/testPaymentTables';
import type { DiscountCodeTables } from '../discounts/discountCodeTables';
import type { UpgradeTables } from '../upgrades/upgradeTables';
import type { RefundTables } from '../refunds/refundTables';
import type { SignInTables } from '../signIns/signInTables';

/**
 * The tables as Kysely sees them. Each migration that adds a table adds its interface here
 * and its entry in `Database`.
 *
 * Portable column types only (the same migrations run on SQLite and PostgreSQL):
 * text, integer, bigint, double precision, and booleans stored as integer 0/1
 * (better-sqlite3 cannot bind a JavaScript boolean). Timestamps are ISO-8601 text written
 * by the application, so both databases compare and sort them the same way.
 */
export interface Database
  extends
    CatalogueTables,
    AccountTables,
    MailQueueTables,
    TrialTables,
    NewsletterTables,
    ClubTables,
    ShopTables,
    CartTables,
    OrderTables,
    TestPaymentTables,
    DiscountCodeTables,
    UpgradeTables,
    RefundTables,
    AuditTables,
    SignInTables {
  settings: SettingsTable;
}

/** Site-wide switches that an operator changes at run time (`main.js maintenance on`). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}
