import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { theme } from 'antd';
import { Bar } from 'react-chartjs-2';

// Only what a bar chart draws: Chart.js is tree-shaken to these parts.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  /** What the chart shows, in words (its accessible name: a canvas has no text of its own). */
  summary: string;
  labels: string[];
  values: number[];
  /** Bars across (the categories down the side) for long labels such as role names. */
  horizontal?: boolean;
  height?: number;
}

/**
 * A bar chart in the theme's colours (light or dark, as the interface is), counts only: whole
 * numbers from zero. This module is the landing's only Chart.js import, loaded lazily.
 */
export default function BarChart({ summary, labels, values, horizontal = false, height = 220 }: BarChartProps) {
  const { token } = theme.useToken();
  const ticks = { color: token.colorTextSecondary, precision: 0 };
  const grid = { color: token.colorBorderSecondary };
  return (
    <div style={{ position: 'relative', height }}>
      <Bar
        role="img"
        aria-label={summary}
        fallbackContent={<p>{summary}</p>}
        data={{
          labels,
          datasets: [{ label: summary, data: values, backgroundColor: token.colorPrimary, borderRadius: 4, maxBarThickness: 48 }],
        }}
        options={{
          indexAxis: horizontal ? 'y' : 'x',
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { enabled: true } },
          scales: {
            x: { ticks, grid, beginAtZero: true },
            y: { ticks, grid, beginAtZero: true },
          },
        }}
      />
    </div>
  );
}
