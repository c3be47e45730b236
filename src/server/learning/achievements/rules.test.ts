import type { AchievementRule } from '@shared/content/schemas';
import { describe, expect, it } from 'vitest';
import { type AnswerStats, meetsAnswerRule, meetsRule } from './rules';
import type { LearnerStats } from './stats';

const learner = (over: Partial<LearnerStats> = {}): LearnerStats => ({
  answersTotal: 40,
  correctTotal: 30,
  longestStreak: 3,
  level: 2,
  onboarded: true,
  byArea: new Map([
    ['property', { answered: 20, correct: 18 }],
    ['contracts', { answered: 20, correct: 12 }],
  ]),
  sessions: [],
  sessionAreas: [],
  roundAreas: [],
  storiesBySection: new Map(),
  storiesLeftBySection: new Map(),
  flashcardsReviewed: 0,
  ...over,
});
const afterAnswer = (over: Partial<AnswerStats> = {}): AnswerStats => ({
  answersTotal: 40,
  correctTotal: 30,
  longestStreak: 3,
  level: 2,
  area: 'property',
  areaAnswered: 20,
  areaCorrect: 18,
  areasPracticed: 2,
  ...over,
});

describe('achievement rules', () => {
  it('judges the rules an answer moves on its figures, at and below each threshold', () => {
    expect(meetsAnswerRule({ type: 'answers_total', min: 40 }, afterAnswer())).toBe(true);
    expect(meetsAnswerRule({ type: 'answers_total', min: 41 }, afterAnswer())).toBe(false);
    expect(meetsAnswerRule({ type: 'correct_total', min: 31 }, afterAnswer())).toBe(false);
    expect(meetsAnswerRule({ type: 'streak_days', min: 3 }, afterAnswer())).toBe(true);
    expect(meetsAnswerRule({ type: 'level_reached', min: 3 }, afterAnswer())).toBe(false);
    expect(meetsAnswerRule({ type: 'areas_practiced', min: 3 }, afterAnswer())).toBe(false);
    const accuracy = { type: 'area_accuracy', area: 'property', minPercent: 90, minAnswers: 20 } as const;
    expect(meetsAnswerRule(accuracy, afterAnswer())).toBe(true);
    expect(meetsAnswerRule(accuracy, afterAnswer({ areaCorrect: 17 }))).toBe(false);
    expect(meetsAnswerRule(accuracy, afterAnswer({ area: 'contracts' }))).toBe(false);
    // Rules an answer does not move are left to the caller.
    expect(meetsAnswerRule({ type: 'flashcards_reviewed', min: 1 }, afterAnswer())).toBeNull();
  });

  it("a learner's full figures give the same verdict on those rules as the answer's figures", () => {
    const rules: AchievementRule[] = [
      { type: 'answers_total', min: 40 },
      { type: 'correct_total', min: 31 },
      { type: 'areas_practiced', min: 2 },
      { type: 'area_accuracy', area: 'property', minPercent: 90, minAnswers: 20 },
      { type: 'area_accuracy', area: 'contracts', minPercent: 90, minAnswers: 20 },
      { type: 'area_accuracy', area: 'financing', minPercent: 10, minAnswers: 1 },
    ];
    expect(rules.map((r) => meetsRule(r, learner()))).toEqual([true, false, true, true, false, false]);
  });

  it('judges rounds, stories and flashcards on the full figures', () => {
    const s = learner({
      flashcardsReviewed: 25,
      sessions: [{ mode: 'quick', correct: 5, total: 5 }],
      storiesBySection: new Map([['property-principles', 2]]),
    });
    expect(meetsRule({ type: 'flashcards_reviewed', min: 25 }, s)).toBe(true);
    expect(meetsRule({ type: 'perfect_session', minQuestions: 5, mode: 'quick' }, s)).toBe(true);
    expect(meetsRule({ type: 'sessions_completed', min: 2 }, s)).toBe(false);
    expect(meetsRule({ type: 'stories_read', min: 2, section: 'property-principles' }, s)).toBe(true);
  });
});
