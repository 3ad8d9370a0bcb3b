import type { UpgradeTarget } from '../../../domain/upgrades/licenceUpgrade';

/**
 * The order line an upgrade replaces, as the wire and the database name it (`order_id`,
 * `line`), read into the domain's UpgradeTarget.
 */
export function upgradeTargetOf(target: { order_id: string; line: number }): UpgradeTarget {
  return { orderId: target.order_id, line: target.line };
}
