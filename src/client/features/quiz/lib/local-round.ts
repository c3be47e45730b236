import { enqueue } from '@client/lib/offline/outbox';
import type { OfflineStartMode } from '@shared/contracts/offline';
import type { QuizSessionResponse } from '@shared/contracts/quiz';

/** Queues the start of a round picked on this device, before its first answer. */
export function enqueueRoundStart(session: QuizSessionResponse, mode: OfflineStartMode, startedAt: Date) {
  return enqueue({
    kind: 'round_start',
    id: session.sessionId,
    mode,
    stateCode: session.stateCode,
    questionIds: session.questions.map((x) => x.id),
    startedAt: startedAt.toISOString(),
  });
}

/** Queues the completion of a round picked on this device, after its last answer. */
export function enqueueRoundComplete(sessionId: string) {
  return enqueue({
    kind: 'round_complete',
    id: crypto.randomUUID(),
    sessionId,
    completedAt: new Date().toISOString(),
  });
}
