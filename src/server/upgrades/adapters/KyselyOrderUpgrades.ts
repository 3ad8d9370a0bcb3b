import type { Kysely } from 'kysely';
import type { UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';
import { orderLinePaidCents } from '../../../domain/upgrades/upgradeCredit';
import type { Database } from '../../database/schema';
import { lineChargedCentsOf, pricedCartOf } from '../../orders/adapters/placedOrderOf';
import type { UpgradedLines, UpgradesByOrder } from '../../orders/app/UpgradedLines';
import type {
  OwnedLineLookup,
  OwnedOrderLine,
  UpgradeHolds,
  UpgradeLookup,
} from '../app/UpgradeLookup';
import { upgradeTargetOf } from '../app/upgradeTargetOf';

/**
 * Order lines and their upgrades in the database (migration 0900). A line is upgraded once
 * the order that holds its row is paid; an upgrade's checkout takes the row before the card
 * is charged, so two checkouts upgrading one line cannot both be charged.
 */
export class KyselyOrderUpgrades implements UpgradeLookup, UpgradedLines, UpgradeHolds {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The customer's own paid line, unless a paid order upgraded it already or a refund of its
   * order is pending (docs/decisions/0018-pending-refunds.md: its credit would be paid out as
   * well as given back). Someone else's order, an unpaid one and a line it does not have all
   * read as not found.
   */
  async ownedLine(userId: string | null, target: UpgradeTarget): Promise<OwnedLineLookup> {
    const order = userId
      ? await this.db
          .selectFrom('orders')
          .selectAll()
          .where('id', '=', target.orderId)
          .where('user_id', '=', userId)
          .where('status', '=', 'paid')
          .executeTakeFirst()
      : undefined;
    const priced = order ? pricedCartOf(order) : null;
    const item = priced?.items[target.line];
    const paid =
      order && priced
        ? orderLinePaidCents(
            { ...priced, lineChargedCents: lineChargedCentsOf(order) },
            target.line,
          )
        : null;
    if (!item || paid === null) return { ok: false, refusal: 'upgrade_not_found' };
    const upgradedBy = await this.upgradedBy([target.orderId]);
    if (upgradedBy.get(target.orderId)?.has(target.line)) {
      return { ok: false, refusal: 'already_upgraded' };
    }
    if ((await this.beingRefunded([target.orderId])).has(target.orderId)) {
      return { ok: false, refusal: 'refund_pending' };
    }
    return { ok: true, line: { item, paidBeforeCents: paid } };
  }

  async ownedLines(
    userId: string,
    exceptCheckoutKeyHash: string | null = null,
  ): Promise<OwnedOrderLine[]> {
    let query = this.db
      .selectFrom('orders')
      .select(['id', 'priced_cart_json', 'line_charged_cents_json'])
      .where('user_id', '=', userId)
      .where('status', '=', 'paid');
    if (exceptCheckoutKeyHash !== null) {
      query = query.where('checkout_key_hash', '!=', exceptCheckoutKeyHash);
    }
    const orders = await query.orderBy('paid_at').orderBy('id').execute();
    const ids = orders.map((order) => order.id);
    const [upgraded, refunding] = await Promise.all([
      this.upgradedBy(ids),
      this.beingRefunded(ids),
    ]);
    return orders.flatMap((order) => {
      if (refunding.has(order.id)) return [];
      const priced = pricedCartOf(order);
      const paid = { ...priced, lineChargedCents: lineChargedCentsOf(order) };
      return priced.items.flatMap((item, line) =>
        upgraded.get(order.id)?.has(line)
          ? []
          : [
              {
                orderId: order.id,
                line,
                item,
                paidBeforeCents: orderLinePaidCents(paid, line) ?? 0,
              },
            ],
      );
    });
  }

  /** Those of the orders with a refund the card processor is still making. */
  private async beingRefunded(orderIds: readonly string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('refund_attempts')
      .select('order_id')
      .where('order_id', 'in', [...orderIds])
      .where('status', '=', 'pending')
      .execute();
    return new Set(rows.map((row) => row.order_id));
  }

  async upgradedBy(orderIds: readonly string[]): Promise<UpgradesByOrder> {
    const result: UpgradesByOrder = new Map();
    if (orderIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('order_line_upgrades')
      .innerJoin('orders', 'orders.id', 'order_line_upgrades.upgrade_order_id')
      .select([
        'order_line_upgrades.order_id as order_id',
        'order_line_upgrades.line as line',
        'order_line_upgrades.upgrade_order_id as upgrade_order_id',
      ])
      .where('order_line_upgrades.order_id', 'in', [...orderIds])
      .where('orders.status', '=', 'paid')
      .execute();
    for (const row of rows) {
      const lines = result.get(row.order_id) ?? new Map<number, string>();
      lines.set(row.line, row.upgrade_order_id);
      result.set(row.order_id, lines);
    }
    return result;
  }

  /**
   * Makes `upgradeOrderId` the one order upgrading each target, before its card is charged;
   * answers the targets another order holds (none: it may be charged). A row held by an
   * order whose payment failed is taken over, conditionally, so of two racing checkouts one
   * wins. Rows this order held for lines it no longer upgrades are given back.
   */
  async hold(upgradeOrderId: string, targets: readonly UpgradeTarget[]): Promise<UpgradeTarget[]> {
    const now = new Date().toISOString();
    const wanted = new Set(targets.map(targetKey));
    const held = await this.db
      .selectFrom('order_line_upgrades')
      .select(['order_id', 'line'])
      .where('upgrade_order_id', '=', upgradeOrderId)
      .execute();
    for (const row of held.filter((row) => !wanted.has(targetKey(upgradeTargetOf(row))))) {
      await this.db
        .deleteFrom('order_line_upgrades')
        .where('order_id', '=', row.order_id)
        .where('line', '=', row.line)
        .where('upgrade_order_id', '=', upgradeOrderId)
        .execute();
    }
    const refused: UpgradeTarget[] = [];
    for (const target of targets) {
      if (!(await this.holdOne(upgradeOrderId, target, now))) refused.push(target);
    }
    return refused;
  }

  private async holdOne(upgradeOrderId: string, target: UpgradeTarget, now: string) {
    await this.db
      .insertInto('order_line_upgrades')
      .values({
        order_id: target.orderId,
        line: target.line,
        upgrade_order_id: upgradeOrderId,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['order_id', 'line']).doNothing())
      .execute();
    const holder = await this.db
      .selectFrom('order_line_upgrades')
      .innerJoin('orders', 'orders.id', 'order_line_upgrades.upgrade_order_id')
      .select(['order_line_upgrades.upgrade_order_id as holder', 'orders.status as status'])
      .where('order_line_upgrades.order_id', '=', target.orderId)
      .where('order_line_upgrades.line', '=', target.line)
      .executeTakeFirst();
    if (!holder || holder.holder === upgradeOrderId) return true;
    if (holder.status !== 'failed' && holder.status !== 'abandoned') return false;
    const taken = await this.db
      .updateTable('order_line_upgrades')
      .set({ upgrade_order_id: upgradeOrderId, created_at: now })
      .where('order_id', '=', target.orderId)
      .where('line', '=', target.line)
      .where('upgrade_order_id', '=', holder.holder)
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n;
  }
}

function targetKey(target: UpgradeTarget): string {
  return `${target.orderId}#${target.line}`;
}
