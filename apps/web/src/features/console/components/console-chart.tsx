/**
 * A chart of the console's dashboard (issue 30 "Dashboard"), drawn by Chart.js on a canvas that fills its box
 * (responsive; loaded only with the console's lazy chunk). The canvas is an image named by `label`; the figures
 * it shows are also in the page's table for screen readers.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Distinct colours readable on the console's dark panels. */
export const CHART_COLORS = ['#4fc3f7', '#ffb74d', '#81c784', '#e57373', '#ba68c8', '#fff176'];

export interface ConsoleChartProps {
  kind: 'line' | 'bar';
  label: string;
  labels: string[];
  series: { label: string; data: number[] }[];
  stacked?: boolean;
}

export function ConsoleChart({ kind, label, labels, series, stacked = false }: ConsoleChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const datasets = series.map((s, i): ChartDataset<'line' | 'bar'> => ({
      label: s.label,
      data: s.data,
      borderColor: CHART_COLORS[i % CHART_COLORS.length],
      backgroundColor: CHART_COLORS[i % CHART_COLORS.length],
      borderWidth: 2,
      pointRadius: labels.length > 31 ? 0 : 2,
    }));
    const grid = { color: 'rgba(255,255,255,0.08)' };
    const ticks = { color: '#b8c0cc', maxRotation: 0, autoSkipPadding: 12 };
    const chart = new Chart(canvas.current, {
      type: kind,
      data: { labels, datasets: datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { labels: { color: '#e6e9ee', boxWidth: 12 } } },
        scales: {
          x: { stacked, grid, ticks },
          y: { stacked, grid, ticks: { color: '#b8c0cc' } },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, stacked]);
  return (
    <div className="console-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
