import { progressKeyRoot } from '@client/lib/learner-queries';
import { applyLocalAnswer, applyLocalReview } from '@client/lib/offline/pack';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import type { ConfidenceLevel } from '@shared/learning/confidence';
import { judgeAnswer } from '@shared/learning/judge';
import type { QueryClient } from '@tanstack/react-query';

/**
 * An answer queued offline moves the device's copy of the schedule and of the mistakes deck at once,
 * as the server's will move when it syncs, so the next offline round and the deck's count agree.
 */
export function applyQueuedAnswer(
  qc: QueryClient,
  userId: string,
  q: QuizSessionResponse['questions'][number],
  selected: string,
  confidence: ConfidenceLevel,
) {
  const isCorrect = selected === q.correctAnswer;
  const judged = judgeAnswer(
    { options: q.options, answerIndex: q.options.indexOf(q.correctAnswer), difficulty: q.difficulty },
    selected,
    confidence,
  );
  const at = new Date();
  void applyLocalReview(userId, 'question', q.id, judged.rating, at);
  void applyLocalAnswer(userId, q.id, isCorrect, at).then(() =>
    qc.invalidateQueries({ queryKey: [...progressKeyRoot, 'practice-summary'] }),
  );
}
