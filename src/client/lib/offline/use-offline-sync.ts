import { afterFirstScreen } from '@client/lib/after-first-screen';
import { useUser } from '@client/lib/api/get-user';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { invalidateLearnerProgress } from '@client/lib/learner-queries';
import type { AnswerRequest } from '@shared/contracts/quiz';
import { DEFAULT_STATE } from '@shared/domain/states';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOnline } from './online';
import { enqueue, flushOutbox, setOutboxUser } from './outbox';
import { refreshPackInBackground } from './refresh-pack-in-background';

/** The answer outbox of earlier app versions (localStorage): moved into the one outbox once. */
const LEGACY_KEY = 'homestead.answerOutbox';

async function moveLegacyAnswers() {
  let legacy: AnswerRequest[] = [];
  try {
    legacy = JSON.parse(window.localStorage.getItem(LEGACY_KEY) ?? '[]') as AnswerRequest[];
  } catch {
    legacy = [];
  }
  if (legacy.length === 0) return;
  for (const a of legacy)
    await enqueue({
      kind: 'answer',
      id: a.answerId,
      sessionId: a.sessionId,
      questionId: a.questionId,
      selectedAnswer: a.selectedAnswer,
      confidenceLevel: a.confidenceLevel,
      timeSpent: a.timeSpent,
      answeredAt: new Date().toISOString(),
    });
  window.localStorage.removeItem(LEGACY_KEY);
}

/**
 * Keeps this device ready for offline study: once the learner is known, and again whenever the
 * connection returns, it sends the outbox (in order) and then refreshes the study pack, so the pack's
 * schedule already includes what was just sent.
 */
export function useOfflineSync() {
  const { data: user } = useUser();
  const { stateCode } = useSelectedState();
  const qc = useQueryClient();
  const userId = user?.id ?? null;
  const state = stateCode ?? DEFAULT_STATE;

  useEffect(() => {
    setOutboxUser(userId);
    if (!userId) return;
    let cancelled = false;
    const sync = async () => {
      if (!isOnline()) return;
      const flushed = await flushOutbox();
      if (flushed.sent > 0) void invalidateLearnerProgress(qc);
      if (!cancelled && flushed.done) await afterFirstScreen();
      if (!cancelled && flushed.done)
        // The pack's code and its data load in a worker, after the first screen's own requests.
        await refreshPackInBackground(userId, state).catch((err) =>
          console.warn('[offline] pack not refreshed', err),
        );
    };
    void moveLegacyAnswers()
      .catch((err) => console.warn('[offline] earlier outbox not moved', err))
      .then(sync);
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [userId, state, qc]);
}
