import { Clock } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { LOW_TIME_WARNING_SECONDS } from '@shared/domain/limits';
import { useEffect, useState } from 'react';

export function formatClock(totalSeconds: number) {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Exam Simulator countdown: red under 10 minutes; calls onExpire once at zero. */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((end - Date.now()) / 1000)));
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const id = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
      // Submit only once the server's deadline has really passed.
      if (Date.now() >= end + 300) {
        setExpired(true);
        clearInterval(id);
      }
    }, 250);
    return () => clearInterval(id);
  }, [end]);
  useEffect(() => {
    if (expired) onExpire();
  }, [expired, onExpire]);
  const low = left < LOW_TIME_WARNING_SECONDS;
  return (
    <p
      className={cn(
        'flex items-center gap-1 font-mono text-lg font-semibold',
        low ? 'text-red-700' : 'text-green-900',
      )}
      data-low-time={low}
    >
      <Clock className="h-5 w-5" aria-hidden />
      <span className="sr-only">Time left: </span>
      <span role="timer" aria-live="off">
        {formatClock(left)}
      </span>
    </p>
  );
}

/** Elapsed time on the current question (the other modes). */
export function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <p className="flex items-center gap-1 font-mono text-stone-700">
      <Clock className="h-4 w-4" aria-hidden />
      <span className="sr-only">Time on this question: </span>
      <span role="timer" aria-live="off">
        {formatClock((now - since) / 1000)}
      </span>
    </p>
  );
}
