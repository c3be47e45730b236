import type { question } from '@server/db/schema/content';
import type { QuizQuestion } from '@shared/contracts/quiz';
import { areaTitle, isPremiumArea } from '@shared/domain/areas';
import type { MathQuestion } from '@shared/generators/math/index';

/**
 * The one mapping between the names a question has in each place: content files say `stem` and
 * `answer` (an index), the database `question` and `answer_index`, the API `question` and
 * `correctAnswer` (the option's text). Everything else goes through a QuizItem.
 */

/** What the engine needs of a question, whether it comes from the bank or from a math generator. */
export type QuizItem = {
  id: string;
  area: string | null;
  conceptId: string | null;
  topics: string[];
  stateCode: string | null;
  premium: boolean;
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  difficulty: number;
  memoryHint: string | null;
  funFact: string | null;
  rationales: string[] | null;
  citation: { law: string; source: string; version: string } | null;
};

type QuestionRow = typeof question.$inferSelect;

/** A content file's question (national or state) as the database row the seed writes. */
export function rowFromContent(
  q: {
    id: string;
    concept: string;
    topics?: string[];
    difficulty: number;
    scenario: boolean;
    stem: string;
    options: string[];
    answer: number;
    explanation: string;
    memoryHint: string;
    funFact: string;
    rationales?: string[];
    cognitive?: string;
    stateTopic?: string;
    citation?: { law: string; source: string; version: string };
  },
  where: { area: string; stateCode: string | null },
): Omit<QuestionRow, 'updatedAt' | 'createdAt'> {
  return {
    id: q.id,
    area: where.area,
    conceptId: q.concept,
    topics: q.topics ?? [],
    stateCode: where.stateCode,
    type: 'multiple_choice',
    question: q.stem,
    options: q.options,
    answerIndex: q.answer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    memoryHint: q.memoryHint,
    funFact: q.funFact,
    scenario: q.scenario,
    premium: isPremiumArea(where.area),
    source: 'content',
    rationales: q.rationales ?? null,
    cognitive: q.cognitive ?? null,
    stateTopic: q.stateTopic ?? null,
    citation: q.citation ?? null,
    retiredAt: null,
  };
}

export function itemFromRow(r: QuestionRow): QuizItem {
  return {
    id: r.id,
    area: r.area,
    conceptId: r.conceptId,
    topics: r.topics,
    stateCode: r.stateCode,
    premium: r.premium,
    stem: r.question,
    options: r.options,
    answerIndex: r.answerIndex,
    explanation: r.explanation,
    difficulty: r.difficulty,
    memoryHint: r.memoryHint,
    funFact: r.funFact,
    rationales: r.rationales ?? null,
    citation: r.citation ?? null,
  };
}

/** A generated math question: it belongs to Financing & Economics, so it is Premium. */
export function itemFromGenerated(q: MathQuestion): QuizItem {
  return {
    id: q.id,
    area: 'financing',
    conceptId: q.concept,
    topics: q.topics,
    stateCode: null,
    premium: true,
    stem: q.stem,
    options: q.options,
    answerIndex: q.answer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    memoryHint: q.memoryHint,
    funFact: q.funFact,
    rationales: null,
    citation: null,
  };
}

export function correctAnswerOf(item: Pick<QuizItem, 'options' | 'answerIndex'>) {
  return item.options[item.answerIndex]!;
}

/** The API's shape of a practice question (it carries the key: practice is judged locally too). */
export function toQuizQuestion(item: QuizItem): QuizQuestion {
  return {
    id: item.id,
    type: 'multiple_choice',
    question: item.stem,
    options: item.options,
    correctAnswer: correctAnswerOf(item),
    explanation: item.explanation,
    area: item.area,
    topicTitle: areaTitle(item.area),
    difficulty: item.difficulty,
    memoryHint: item.memoryHint,
    funFact: item.funFact,
  };
}
