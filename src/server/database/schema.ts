import type { AuditTables } from './tables/auditTables';
import type { CatalogueTables } from './tables/catalogueTables';
import type { AccountTables } from './tables/accountTables';
import type { ClubTables } from './tables/clubTables';
import type { MailQueueTables } from './tables/mailQueueTables';
import type { NewsletterTables } from './tables/newsletterTables';
import type { TrialTables } from './tables/trialTables';
import type { ShopTables } from './tables/shopTables';
import type { CartTables } from './tables/cartTables';
import type { OrderTables } from './tables/orderTables';
import type { TestPaymentTables } from './tables/testPaymentTables';
import type { DiscountCodeTables } from './tables/discountCodeTables';
import type { UpgradeTables } from './tables/upgradeTables';
import type { RefundTables } from './tables/refundTables';
import type { RefundPayoutTables } from './tables/refundPayoutTables';
import type { SignInTables } from './tables/signInTables';

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
    RefundPayoutTables,
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
