import { findOrCreateProfile } from '@server/accounts/queries';
import { mathItem } from '@server/learning/quiz-items';
import { scheduleReview } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { MathAnswerRequest, MathAnswerResponse, MathDrillResponse } from '@shared/contracts/practice';
import { mathFamilies, mathQuestionId, parseMathQuestionId } from '@shared/generators/math/index';
import { localDay } from '@shared/learning/streak';
import { expectedFrom, interleave, isTypedCorrect } from '@shared/learning/typed-answer';
import { findAnswerById, findMathAnswers, insertTypedAnswer } from './queries';
import type { PracticeContext } from './service';

type Ctx = PracticeContext & { now: Date };

async function familyStats(ctx: Ctx) {
  const rows = await findMathAnswers(ctx.db, ctx.viewer.id);
  const stats = new Map(
    mathFamilies.map((f) => [f.id, { id: f.id, title: f.title, answered: 0, correct: 0 }]),
  );
  for (const r of rows) {
    const s = stats.get(parseMathQuestionId(r.questionId)?.familyId ?? '');
    if (!s) continue;
    s.answered++;
    if (r.isCorrect) s.correct++;
  }
  return [...stats.values()];
}

/** A typed math drill: generated questions interleaved across the families, and each family's accuracy. */
export async function createMathDrill(ctx: Ctx, count: number): Promise<MathDrillResponse> {
  const rng = ctx.rng ?? Math.random;
  const order = interleave(mathFamilies, count, rng);
  const items = order.map((f) => {
    const id = mathQuestionId(f.id, f.version, Math.floor(rng() * 1_000_000));
    const item = mathItem(id)!;
    return {
      questionId: id,
      familyId: f.id,
      familyTitle: f.title,
      question: item.stem,
      unit: expectedFrom(item.options[item.answerIndex]!)?.unit ?? ('number' as const),
    };
  });
  return { items, families: await familyStats(ctx) };
}

/** Judges a typed number (cents for money, one decimal for percents), stores it once, and shows the worked steps. */
export async function answerMathDrill(ctx: Ctx, req: MathAnswerRequest): Promise<MathAnswerResponse> {
  const item = mathItem(req.questionId);
  const parsed = parseMathQuestionId(req.questionId);
  if (!item || !parsed) throw new AppError('NOT_FOUND', 'No such math question.');
  const correctAnswer = item.options[item.answerIndex]!;
  const expected = expectedFrom(correctAnswer);
  if (!expected) throw new AppError('NOT_FOUND', 'This question has no number to type.');
  const existing = await findAnswerById(ctx.db, req.answerId);
  if (existing && (existing.userId !== ctx.viewer.id || existing.questionId !== req.questionId))
    throw new AppError('CONFLICT', 'This answer id is already used.');
  const isCorrect = existing ? existing.isCorrect : isTypedCorrect(req.typed, expected);
  if (!existing) {
    const profile = await findOrCreateProfile(ctx.db, ctx.viewer.id);
    await ctx.db.transaction(async (tx) => {
      const stored = await insertTypedAnswer(tx, {
        id: req.answerId,
        userId: ctx.viewer.id,
        sessionId: null,
        questionId: req.questionId,
        area: item.area,
        conceptId: item.conceptId,
        topics: item.topics,
        selectedAnswer: req.typed,
        isCorrect,
        claimedCorrect: null,
        confidenceLevel: 'somewhat_confident',
        timeSpentSeconds: req.timeSpent,
        localDay: localDay(ctx.now, profile.timeZone),
        answeredAt: ctx.now,
      });
      if (stored)
        await scheduleReview(tx, ctx.viewer.id, 'math', parsed.familyId, isCorrect ? 3 : 1, ctx.now);
    });
  }
  const family = (await familyStats(ctx)).find((f) => f.id === parsed.familyId)!;
  return { isCorrect, correctAnswer, steps: item.explanation, family };
}
