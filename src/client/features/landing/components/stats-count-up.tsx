import { Card } from '@client/components/ui/card';
import { useReducedMotion } from '@client/lib/hooks/use-reduced-motion';
import { STATS_ANIMATION_DELAY_MS, STATS_ANIMATION_MS } from '@shared/domain/limits';
import { useEffect, useRef } from 'react';

export type Stat = { value: number; label: string };

// One formatter for every frame of the count: `toLocaleString` with a locale builds a new one per call
// (75 ms of a first visit's main thread on the landing page, measured 2026-11-28).
const numberFormat = new Intl.NumberFormat('en-US');
const format = (n: number) => numberFormat.format(n);

/**
 * Counts the shown figures from 0 up to their values, eased out, by writing each frame's figures into
 * the page: a frame costs a few text changes, not a render of the cards (under a phone's slower CPU a
 * re-render per frame made every frame of the count a long task).
 */
function useCountUp(figures: React.RefObject<(HTMLSpanElement | null)[]>, stats: Stat[], animate: boolean) {
  // The count starts once for a set of figures, not again whenever the page re-renders.
  const values = stats.map((s) => s.value).join(',');
  useEffect(() => {
    const targets = values.split(',').map(Number);
    const show = (progress: number) => {
      targets.forEach((value, i) => {
        const el = figures.current[i];
        if (el) el.textContent = format(Math.round(value * progress));
      });
    };
    if (!animate) {
      show(1);
      return;
    }
    let frame = 0;
    let start = 0;
    const tick = (t: number) => {
      start ||= t;
      const p = Math.min(1, (t - start) / STATS_ANIMATION_MS);
      show(1 - (1 - p) ** 3);
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, STATS_ANIMATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [figures, values, animate]);
}

/**
 * The landing page's figures, counted from the content the app really holds (GET /api/config), counting
 * up from zero after half a second (spec section 8). Screen readers get the final figure at once; a
 * reader who asked for reduced motion sees the final figures with no animation.
 */
export function StatsCountUp({ stats }: { stats: Stat[] }) {
  const reducedMotion = useReducedMotion();
  const figures = useRef<(HTMLSpanElement | null)[]>([]);
  useCountUp(figures, stats, !reducedMotion);
  return (
    <dl className="grid grid-cols-2 gap-3 [contain:layout_style] sm:grid-cols-4">
      {stats.map((s, i) => (
        <Card key={s.label} className="flex flex-col-reverse text-center">
          <dt className="text-sm text-stone-700">{s.label}</dt>
          <dd className="text-3xl font-extrabold tabular-nums text-green-900">
            <span
              aria-hidden
              data-testid="stat-shown"
              ref={(el) => {
                figures.current[i] = el;
              }}
            >
              {reducedMotion ? format(s.value) : '0'}
            </span>
            <span className="sr-only">{format(s.value)}</span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
