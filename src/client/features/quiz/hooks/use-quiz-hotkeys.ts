import { isTypingTarget } from '@client/lib/hooks/is-typing-target';
import { useWindowKeydown } from '@client/lib/hooks/use-window-keydown';

export { isTypingTarget };

export type QuizHotkeys = {
  /** 1-4 while choosing, 1-3 while rating confidence. */
  onNumber: (n: number) => void;
  onEnter: () => void;
  onNext: () => void;
  onPrevious: () => void;
};

/**
 * The quiz's keyboard: digits choose, Enter submits or moves on, arrows move between answered
 * questions. The handlers of the latest render answer (useWindowKeydown).
 */
export function useQuizHotkeys(h: QuizHotkeys, enabled: boolean) {
  useWindowKeydown((e) => {
    if (!enabled || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    const target = e.target as HTMLElement | null;
    if (/^[1-4]$/.test(e.key)) h.onNumber(Number(e.key));
    else if (e.key === 'Enter') {
      // A focused, enabled button or link handles Enter itself; a disabled one (the Next button
      // just after moving on) must not swallow it.
      if (
        (target?.tagName === 'BUTTON' && !(target as HTMLButtonElement).disabled) ||
        target?.tagName === 'A'
      )
        return;
      e.preventDefault();
      h.onEnter();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      h.onNext();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      h.onPrevious();
    }
  });
}
