import type { Kysely, Migration } from 'kysely';

/**
 * Refunds the card processor made and then could not pay out (Stripe's asynchronous failure,
 * or a card refund canceled in its Dashboard): the money went back to the foundry's balance,
 * but the credit note stays, so the foundry pays the customer another way and staff record
 * how (docs/decisions/0023-refund-payouts-that-fail-later.md). One row per credit note, added
 * when the shop learns of the failure; `paid_otherwise_at` is set once staff paid it.
 */
export const refundPayoutFailuresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('refund_payout_failures')
      .addColumn('credit_note_number', 'integer', (col) =>
        col.primaryKey().references('credit_notes.number'),
      )
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('gateway_refund_id', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('failed_at', 'text', (col) => col.notNull())
      .addColumn('paid_otherwise_at', 'text')
      .addColumn('paid_otherwise_note', 'text')
      .addColumn('paid_otherwise_by', 'text')
      .execute();
    // The order's page lists its failures; the dashboard those not paid yet (few rows).
    await db.schema
      .createIndex('refund_payout_failures_order_id')
      .on('refund_payout_failures')
      .column('order_id')
      .execute();
    // Stripe's webhook names a refund by the processor's id: its credit note is found by it.
    await db.schema
      .createIndex('credit_notes_gateway_refund_id')
      .on('credit_notes')
      .column('gateway_refund_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('credit_notes_gateway_refund_id').execute();
    await db.schema.dropTable('refund_payout_failures').execute();
  },
};
