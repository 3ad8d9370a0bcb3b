import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ShareFigures } from '../../../domain/reports/salesReport';

/** How tall a bar of a share chart is, with its gap: the chart grows with the names. */
const BAR_SPACE = 36;

/**
 * One horizontal bar per typeface or licence type: its net revenue after refunds, the largest
 * first. For the eye only, like MonthBarsChart: the panel's table holds the figures.
 */
export function ShareBarsChart({
  shares,
  colour,
  value,
}: {
  shares: readonly ShareFigures[];
  colour: string;
  value: (figure: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={60 + shares.length * BAR_SPACE}>
      <BarChart
        data={[...shares]}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="var(--color-rule)" />
        <XAxis type="number" tickFormatter={value} allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={110} />
        <Tooltip formatter={(figure) => value(Number(figure))} />
        <Bar dataKey="netCents" name="Net after refunds" fill={colour} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
