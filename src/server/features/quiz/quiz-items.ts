import type { Db } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { generateMathQuestion, mathFamilies } from '@shared/generators/math/index';
import { inArray } from 'drizzle-orm';

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
};

/** Generated math questions have ids `math-<family>-<seed>`: the id alone regenerates the question. */
export function isMathQuestionId(id: string) {
  return id.startsWith('math-');
}

export function parseMathQuestionId(id: string): { familyId: string; seed: number } | null {
  const m = /^math-(.+)-(\d+)$/.exec(id);
  if (!m) return null;
  const familyId = m[1]!;
  if (!mathFamilies.some((f) => f.id === familyId)) return null;
  return { familyId, seed: Number(m[2]) };
}

export function mathItem(id: string): QuizItem | null {
  const parsed = parseMathQuestionId(id);
  if (!parsed) return null;
  const q = generateMathQuestion(parsed.familyId, parsed.seed);
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
  };
}

/** Full items for these ids, in the order given; unknown ids are dropped. */
export async function findQuizItems(db: Db, ids: string[]): Promise<QuizItem[]> {
  const bankIds = ids.filter((id) => !isMathQuestionId(id));
  const rows = bankIds.length ? await db.select().from(question).where(inArray(question.id, bankIds)) : [];
  const byId = new Map<string, QuizItem>(
    rows.map((r) => [
      r.id,
      {
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
      },
    ]),
  );
  return ids.flatMap((id) => {
    const item = isMathQuestionId(id) ? mathItem(id) : byId.get(id);
    return item ? [item] : [];
  });
}
