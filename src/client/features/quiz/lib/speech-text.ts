import type { QuizQuestion } from '@shared/contracts/quiz';

/** A question as it is read aloud: the stem, then each option with its number (the keys 1-4). */
export function questionForSpeech(q: Pick<QuizQuestion, 'question' | 'options'>) {
  return [q.question, ...q.options.map((o, i) => `Option ${i + 1}: ${o.replace(/[.!?]*$/, '')}.`)].join('\n');
}

/** The answer and its explanation, as read aloud after the learner chose. */
export function explanationForSpeech(
  q: Pick<QuizQuestion, 'correctAnswer' | 'explanation'>,
  isCorrect: boolean | null,
) {
  const lead =
    isCorrect === null ? 'The answer is' : isCorrect ? 'Correct! The answer is' : 'Not quite. The answer is';
  return `${lead}: ${q.correctAnswer.replace(/[.!?]*$/, '')}.\n${q.explanation}`;
}
