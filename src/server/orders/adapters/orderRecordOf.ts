import type { Selectable } from 'kysely';
import type { OrderRecord } from '../app/OrderRecord';
import type { OrderParty } from '../app/OrderParty';
import type { OrdersTable } from '../../database/tables/orderTables';
import { placedOrderOf } from './placedOrderOf';

/** The record of an order's row, as KyselyOrderRepository answers the checkout's use cases. */
export function orderRecordOf(row: Selectable<OrdersTable>): OrderRecord {
  return {
    ...placedOrderOf(row),
    paymentAttempt: row.payment_attempt,
    paymentMethodId: row.payment_method_id,
    paymentIntentId: row.payment_intent_id,
    confirmationQueued: row.confirmation_queued_at !== null,
    billing: JSON.parse(row.billing_json) as OrderParty,
    licenceText: row.licence_text,
    currency: row.currency,
  };
}
