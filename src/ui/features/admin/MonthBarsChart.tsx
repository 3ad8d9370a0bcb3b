import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MonthFigures } from '../../../domain/reports/salesReport';
import { reportMonthName } from './reportMonthName';

/** One series of a month chart: the figure it draws, its name, and its colour. */
export interface MonthSeries {
  key: Exclude<keyof MonthFigures, 'month'>;
  name: string;
  /** A CSS colour: the site's variables. */
  colour: string;
}

/**
 * Bars per month, one per series or stacked into one (net and tax make the gross). The chart
 * is drawn for the eye only: its panel names it and holds the same figures as a table.
 */
export function MonthBarsChart({
  rows,
  series,
  stacked = false,
  value,
}: {
  rows: readonly MonthFigures[];
  series: readonly MonthSeries[];
  stacked?: boolean;
  /** How an axis tick and the tooltip write a figure. */
  value: (figure: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart
        data={[...rows]}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-rule)" />
        <XAxis dataKey="month" tickFormatter={reportMonthName} minTickGap={12} />
        <YAxis tickFormatter={value} width={64} allowDecimals={false} />
        <Tooltip
          formatter={(figure) => value(Number(figure))}
          labelFormatter={(month) => reportMonthName(String(month))}
        />
        <Legend />
        {series.map((line) => (
          <Bar
            key={line.key}
            dataKey={line.key}
            name={line.name}
            fill={line.colour}
            stackId={stacked ? 'month' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
