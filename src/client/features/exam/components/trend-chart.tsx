import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';

export type TrendSeries = { name: string; color: string; values: (number | null)[] };

const W = 640;
const H = 260;
const margin = { top: 16, right: 24, bottom: 32, left: 44 };

/**
 * Scores across attempts as lines on a 0-100% scale, with the pass mark drawn at its exact value.
 * Drawn with visx (scales, axes and paths for React); the figure also carries a text summary.
 */
export function TrendChart({
  labels,
  series,
  passPercent,
  summary,
}: {
  labels: string[];
  series: TrendSeries[];
  passPercent: number;
  summary: string;
}) {
  const x = scalePoint<string>({ domain: labels, range: [0, W - margin.left - margin.right], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, 100], range: [H - margin.top - margin.bottom, 0] });
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={summary}>
        <Group left={margin.left} top={margin.top}>
          <GridRows
            scale={y}
            width={W - margin.left - margin.right}
            tickValues={[0, 25, 50, 75, 100]}
            stroke="var(--color-stone-200, #e7e5e4)"
          />
          <line
            x1={0}
            x2={W - margin.left - margin.right}
            y1={y(passPercent)}
            y2={y(passPercent)}
            stroke="var(--color-amber-700, #b45309)"
            strokeDasharray="6 4"
            strokeWidth={2}
          />
          <text
            x={W - margin.left - margin.right}
            y={y(passPercent) - 6}
            textAnchor="end"
            fontSize={12}
            fill="var(--color-amber-800, #92400e)"
          >
            pass {passPercent}%
          </text>
          {series.map((s) => {
            const points = s.values
              .map((v, i) => ({ v, label: labels[i]! }))
              .filter((p): p is { v: number; label: string } => p.v !== null);
            return (
              <g key={s.name}>
                <LinePath
                  data={points}
                  x={(p) => x(p.label) ?? 0}
                  y={(p) => y(p.v)}
                  stroke={s.color}
                  strokeWidth={2.5}
                />
                {points.map((p) => (
                  <circle key={p.label} cx={x(p.label)} cy={y(p.v)} r={4} fill={s.color} />
                ))}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            tickValues={[0, 25, 50, 75, 100]}
            tickFormat={(v) => `${v}%`}
            stroke="var(--color-stone-500, #78716c)"
            tickStroke="var(--color-stone-500, #78716c)"
            tickLabelProps={{ fill: 'var(--color-stone-700, #44403c)', fontSize: 12 }}
          />
          <AxisBottom
            top={H - margin.top - margin.bottom}
            scale={x}
            stroke="var(--color-stone-500, #78716c)"
            tickStroke="var(--color-stone-500, #78716c)"
            tickLabelProps={{ fill: 'var(--color-stone-700, #44403c)', fontSize: 12 }}
          />
        </Group>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-2">
            <span className="inline-block h-1 w-5 rounded" style={{ background: s.color }} aria-hidden />
            {s.name}
          </span>
        ))}
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0 w-5 border-t-2 border-dashed border-amber-700" aria-hidden />
          Pass mark
        </span>
      </figcaption>
    </figure>
  );
}
