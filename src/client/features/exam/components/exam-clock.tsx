import { Clock } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { LOW_TIME_WARNING_SECONDS } from '@shared/domain/limits';
import { useEffect, useRef, useState } from 'react';

export function formatClock(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(r).padStart(2, '0')}`;
}

/**
 * A portion's clock: counts down from the server's remaining seconds on this device's monotonic
 * clock, turns red under 10 minutes, and calls `onZero` once when it runs out.
 */
export function ExamClock({
  remainingSeconds,
  onZero,
  label,
}: {
  remainingSeconds: number;
  onZero: () => void;
  label: string;
}) {
  const [left, setLeft] = useState(remainingSeconds);
  const start = useRef({ at: performance.now(), from: remainingSeconds });
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    start.current = { at: performance.now(), from: remainingSeconds };
    fired.current = false;
    setLeft(remainingSeconds);
  }, [remainingSeconds]);
  useEffect(() => {
    const id = window.setInterval(() => {
      const next = start.current.from - (performance.now() - start.current.at) / 1000;
      setLeft(next);
      if (next <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, []);
  const low = left < LOW_TIME_WARNING_SECONDS;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums',
        low ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-900',
      )}
    >
      <Clock className="h-5 w-5" aria-hidden />
      <span className="sr-only">{label}: </span>
      <span aria-live={low ? 'polite' : 'off'}>{formatClock(left)}</span>
      <span className="sr-only"> left</span>
    </p>
  );
}
