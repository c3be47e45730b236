import { useCompleteSession } from '@client/features/quiz/api/complete-session';
import { enqueueRoundComplete, enqueueRoundStart } from '@client/features/quiz/lib/local-round';
import { flushOutbox } from '@client/features/quiz/outbox';
import { isOnline } from '@client/lib/offline/online';
import type { OfflineStartMode } from '@shared/contracts/offline';
import type { QuizSessionResponse, SessionResult } from '@shared/contracts/quiz';
import { useCallback, useRef, useState } from 'react';

export type RoundScore = { correct: number; total: number };

/**
 * A round's start and end. A round picked on this device (`local`) reaches the server through the
 * outbox: its start goes in before its first answer, its completion after the last. The end shows the
 * server's result, or the score counted here when offline (the server's comes with the sync).
 */
export function useRoundLifecycle(session: QuizSessionResponse, local: boolean) {
  const complete = useCompleteSession();
  const started = useRef(false);
  const finished = useRef(false);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [offlineResult, setOfflineResult] = useState<RoundScore | null>(null);

  /** Queues the local round's start once, before its first answer. */
  const start = useCallback(
    async (firstStartedAt: number) => {
      if (!local || started.current) return;
      await enqueueRoundStart(session, session.mode as OfflineStartMode, new Date(firstStartedAt));
      started.current = true;
    },
    [local, session],
  );

  /** Ends the round once; `score` is what this device counted, shown when the server cannot answer. */
  const finish = useCallback(
    async (score: RoundScore) => {
      if (finished.current) return;
      finished.current = true;
      if (local && started.current) await enqueueRoundComplete(session.sessionId);
      const flushed = isOnline() ? await flushOutbox() : null;
      if (local && (!flushed?.done || !started.current)) return setOfflineResult(score);
      complete.mutate(session.sessionId, {
        // The completion screen says it all (its heading and "progress saved" line): no toast over it.
        onSuccess: setResult,
        // Offline: the answers are saved in the browser and sync when the connection returns.
        onError: () => setOfflineResult(score),
      });
    },
    [complete, session.sessionId, local],
  );

  return { start, finish, result, offlineResult, completing: complete.isPending };
}
