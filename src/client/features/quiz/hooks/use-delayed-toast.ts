import { toast } from '@client/components/ui/use-toast';
import { useEffect, useRef } from 'react';

/** A toast shown after a delay unless cancelled first (the quiz's 'Great job!'); cleared on unmount. */
export function useDelayedToast(title: string, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const schedule = () => {
    cancel();
    timer.current = setTimeout(() => toast({ title }), delayMs);
  };
  return { schedule, cancel };
}
