import type { Migration } from 'kysely';
import { settingsMigration } from './0001_settings';
import { catalogueMigration } from './0100_catalogue';
import { accountsMigration } from './0201_accounts';
import { mailQueueMigration } from './0202_mail_queue';
import { trialsNewsletterMigration } from './0203_trials_newsletter';
import { clubInvitesMigration } from './0204_club_invites';
import { shopLicencesMigration } from './0300_shop_licences';
import { cartsMigration } from './0301_carts';
import { ordersMigration } from './0400_orders';
import { mailAttachmentsMigration } from './0500_mail_attachments';
import { housekeepingIndexesMigration } from './0600_housekeeping_indexes';
import { sweepIndexesMigration } from './0700_sweep_indexes';
import { paymentAttemptsMigration } from './0800_payment_attempts';
import { vatAndDiscountCodesMigration } from './0830_vat_and_discount_codes';
import { typeTesterMigration } from './0840_type_tester';
import { orderUpgradesMigration } from './0900_order_upgrades';
import { collectionBundlesMigration } from './0910_collection_bundles';
import { taxEvidenceMigration } from './0920_tax_evidence';
import { testCardCountriesMigration } from './0921_test_card_countries';
import { invoicesMigration } from './0960_invoices';
import { cartHeldDiscountCodeMigration } from './0950_cart_held_discount_code';
import { staffAndAuditMigration } from './0990_staff_and_audit';
import { cartBillingPartyMigration } from './0993_cart_billing_party';
import { upgradeCreditLinePaidMigration } from './1030_upgrade_credit_line_paid';
import { emailChangeLinksMigration } from './1040_email_change_links';
import { documentsReissuedMigration } from './1050_documents_reissued';
import { signInsMigration } from './1060_sign_ins';
import { orderUsSalesTaxAsTaxMigration } from './1070_order_us_sales_tax_as_tax';
import { refundAttemptsMigration } from './1080_refund_attempts';
import { sterlingAmountsMigration } from './1090_sterling_amounts';
import { refundPayoutFailuresMigration } from './1100_refund_payout_failures';
import { testPaymentsMigration } from './0401_test_payments';
import { refundsAndCreditNotesMigration } from './1000_refunds_and_credit_notes';
import { adminDiscountCodeDisablingMigration } from './1020_admin_discount_code_disabling';

/**
 * Every migration, by name, in the order they run (Kysely sorts the names, hence the
 * zero-padded prefix). To add one: write `NNNN_what_it_adds.ts` beside this file using only
 * Kysely's schema builder (it must run unchanged on SQLite and PostgreSQL), add its table
 * types to ../schema.ts and register it here. Never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_settings': settingsMigration,
  '0100_catalogue': catalogueMigration,
  '0201_accounts': accountsMigration,
  '0202_mail_queue': mailQueueMigration,
  '0203_trials_newsletter': trialsNewsletterMigration,
  '0204_club_invites': clubInvitesMigration,
  '0300_shop_licences': shopLicencesMigration,
  '0301_carts': cartsMigration,
  '0400_orders': ordersMigration,
  '0401_test_payments': testPaymentsMigration,
  '0500_mail_attachments': mailAttachmentsMigration,
  '0600_housekeeping_indexes': housekeepingIndexesMigration,
  '0700_sweep_indexes': sweepIndexesMigration,
  '0800_payment_attempts': paymentAttemptsMigration,
  '0830_vat_and_discount_codes': vatAndDiscountCodesMigration,
  '0840_type_tester': typeTesterMigration,
  '0900_order_upgrades': orderUpgradesMigration,
  '0910_collection_bundles': collectionBundlesMigration,
  '0920_tax_evidence': taxEvidenceMigration,
  '0921_test_card_countries': testCardCountriesMigration,
  '0950_cart_held_discount_code': cartHeldDiscountCodeMigration,
  '0960_invoices': invoicesMigration,
  '0990_staff_and_audit': staffAndAuditMigration,
  '0993_cart_billing_party': cartBillingPartyMigration,
  '1000_refunds_and_credit_notes': refundsAndCreditNotesMigration,
  '1020_admin_discount_code_disabling': adminDiscountCodeDisablingMigration,
  '1030_upgrade_credit_line_paid': upgradeCreditLinePaidMigration,
  '1040_email_change_links': emailChangeLinksMigration,
  '1050_documents_reissued': documentsReissuedMigration,
  '1060_sign_ins': signInsMigration,
  '1070_order_us_sales_tax_as_tax': orderUsSalesTaxAsTaxMigration,
  '1080_refund_attempts': refundAttemptsMigration,
  '1090_sterling_amounts': sterlingAmountsMigration,
  '1100_refund_payout_failures': refundPayoutFailuresMigration,
};
