/** Migration 0900: which order line was upgraded by which order. */
export interface UpgradeTables {
  order_line_upgrades: OrderLineUpgradesTable;
}

export interface OrderLineUpgradesTable {
  /** The order whose line was upgraded. */
  order_id: string;
  /** The line's index in that order's priced cart. */
  line: number;
  /** The order that upgrades it; the line counts as upgraded once this order is paid. */
  upgrade_order_id: string;
  created_at: string;
}
