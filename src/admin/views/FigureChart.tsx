import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the pieces these charts draw (chart.js is tree-shaken: nothing else is bundled).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface FigureChartProps {
  title: string;
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Stack the bars (a day's figures as parts of one bar). */
  stacked?: boolean;
}

const COLORS = ['#2f6fb0', '#2e8b57', '#c98a00', '#7a4fb5', '#c0392b', '#6b7785', '#138496'];

/**
 * One chart (chart.js on a canvas) with its title. The figures themselves are in the tables next
 * to it, so the canvas is one image for screen readers, named by the title.
 */
export function FigureChart({ title, kind, labels, series, stacked = false }: FigureChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const chart = new Chart(context, {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((item, index) => ({ label: item.label, data: [...item.values], backgroundColor: COLORS[index % COLORS.length], borderColor: COLORS[index % COLORS.length] })),
      },
      options: { responsive: true, maintainAspectRatio: false, animation: false, scales: { x: { stacked }, y: { stacked, beginAtZero: true } } },
    });
    return () => chart.destroy();
  }, [kind, labels, series, stacked]);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div className="chart__canvas">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
    </figure>
  );
}
