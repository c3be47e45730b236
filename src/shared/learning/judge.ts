import { type ConfidenceLevel, ratingForAnswer } from './confidence';
import { pointsForAnswer } from './points';

/** What judging needs of a question: its options, the key, and its difficulty. */
export type JudgeItem = { options: string[]; answerIndex: number; difficulty: number };

export type Judgement = {
  isCorrect: boolean;
  correctAnswer: string;
  /** Points the answer itself earns (achievements add their own). */
  points: number;
  /** The FSRS grade the answer gives the question. */
  rating: 1 | 2 | 3 | 4;
};

/**
 * Judges a practice answer: used by the server (the judge of record) and by the client offline (to
 * show the result at once), so both say the same for the same answer.
 */
export function judgeAnswer(item: JudgeItem, selectedAnswer: string, confidence: ConfidenceLevel): Judgement {
  const isCorrect = item.options.indexOf(selectedAnswer) === item.answerIndex;
  return {
    isCorrect,
    correctAnswer: item.options[item.answerIndex] ?? '',
    points: pointsForAnswer(isCorrect, item.difficulty),
    rating: ratingForAnswer(isCorrect, confidence),
  };
}
