import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';

/** The width of the element, so a chart draws at its real pixel size (text stays readable on a phone). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWidth(Math.max(240, Math.round(el.getBoundingClientRect().width)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Minutes spent answering per day, as bars (visx), with a text summary for screen readers. */
export function MinutesChart({ days }: { days: { day: string; seconds: number }[] }) {
  const [ref, W] = useWidth(640);
  const H = 200;
  const m = { top: 12, right: 12, bottom: 28, left: 36 };
  const minutes = days.map((d) => ({ day: d.day, min: Math.round(d.seconds / 6) / 10 }));
  const top = Math.max(5, Math.ceil(Math.max(...minutes.map((d) => d.min)) / 5) * 5);
  const x = scaleBand<string>({
    domain: minutes.map((d) => d.day),
    range: [0, W - m.left - m.right],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [H - m.top - m.bottom, 0] });
  const total = minutes.reduce((s, d) => s + d.min, 0);
  const active = minutes.filter((d) => d.min > 0).length;
  const summary = `${Math.round(total)} minutes answering questions over the last ${days.length} days, on ${active} of them.`;
  const tickDays = minutes.filter((_, i) => i % 7 === 0 || i === minutes.length - 1).map((d) => d.day);
  return (
    <figure ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="block" role="img" aria-label={summary}>
        <Group left={m.left} top={m.top}>
          <GridRows
            scale={y}
            width={W - m.left - m.right}
            numTicks={4}
            stroke="var(--color-stone-200, #e7e5e4)"
          />
          {minutes.map((d) => (
            <Bar
              key={d.day}
              x={x(d.day)}
              y={y(d.min)}
              width={x.bandwidth()}
              height={H - m.top - m.bottom - y(d.min)}
              fill="var(--color-green-700, #15803d)"
              rx={2}
            />
          ))}
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke="var(--color-stone-500, #78716c)"
            tickStroke="var(--color-stone-500, #78716c)"
            tickLabelProps={{ fill: 'var(--color-stone-700, #44403c)', fontSize: 11 }}
          />
          <AxisBottom
            top={H - m.top - m.bottom}
            scale={x}
            tickValues={tickDays}
            tickFormat={(d) => d.slice(5)}
            stroke="var(--color-stone-500, #78716c)"
            tickStroke="var(--color-stone-500, #78716c)"
            tickLabelProps={{ fill: 'var(--color-stone-700, #44403c)', fontSize: 11 }}
          />
        </Group>
      </svg>
      <figcaption className="mt-1 text-sm text-stone-700">{summary}</figcaption>
    </figure>
  );
}

/** Accuracy per outline domain as horizontal bars on a 0-100% scale (visx), each labelled above its bar. */
export function DomainBars({
  domains,
}: {
  domains: { id: string; title: string; answered: number; correct: number }[];
}) {
  const [ref, W] = useWidth(640);
  const rowH = W < 480 ? 52 : 40;
  const barH = 14;
  const m = { top: 4, right: 8, bottom: 24, left: 8 };
  const H = m.top + m.bottom + rowH * domains.length;
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, W - m.left - m.right] });
  const pct = (d: { answered: number; correct: number }) =>
    d.answered ? Math.round((d.correct / d.answered) * 100) : 0;
  return (
    <figure ref={ref}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        className="block"
        role="img"
        aria-label={domains
          .map((d) => `${d.title}: ${d.answered ? `${pct(d)}% of ${d.answered}` : 'not started'}`)
          .join('; ')}
      >
        <Group left={m.left} top={m.top}>
          {domains.map((d, i) => {
            const top = i * rowH;
            return (
              <g key={d.id}>
                <text x={0} y={top + 14} fontSize={13} fill="var(--color-green-900, #14532d)">
                  {d.title}
                </text>
                <text
                  x={x(100)}
                  y={top + (rowH > 40 ? 30 : 14)}
                  fontSize={13}
                  fill="var(--color-stone-700, #44403c)"
                  textAnchor="end"
                >
                  {d.answered ? `${pct(d)}% of ${d.answered}` : 'not started'}
                </text>
                <rect
                  x={0}
                  y={top + rowH - 20}
                  width={x(100)}
                  height={barH}
                  fill="var(--color-amber-100, #fef3c7)"
                  rx={4}
                />
                <Bar
                  x={0}
                  y={top + rowH - 20}
                  width={x(pct(d))}
                  height={barH}
                  fill="var(--color-green-700, #15803d)"
                  rx={4}
                />
              </g>
            );
          })}
          <AxisBottom
            top={rowH * domains.length}
            scale={x}
            tickValues={[0, 25, 50, 75, 100]}
            tickFormat={(v) => `${v}%`}
            stroke="var(--color-stone-500, #78716c)"
            tickStroke="var(--color-stone-500, #78716c)"
            tickLabelProps={{ fill: 'var(--color-stone-700, #44403c)', fontSize: 11 }}
          />
        </Group>
      </svg>
    </figure>
  );
}
