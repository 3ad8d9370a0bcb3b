/** For each order, its upgraded lines (by index) and the paid order that upgraded each. */
export type UpgradesByOrder = Map<string, Map<number, string>>;

/** Which lines of the given orders a paid order upgraded (the orders page, the zip). */
export interface UpgradedLines {
  upgradedBy(orderIds: readonly string[]): Promise<UpgradesByOrder>;
}
