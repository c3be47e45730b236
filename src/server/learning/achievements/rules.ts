import type { AchievementRule } from '@shared/content/schemas';
import type { LearnerStats } from './stats';
import { countCompletedSteps } from './track';

/** What an answer can change, after the answer: the only figures its rules are judged on. */
export type AnswerStats = {
  answersTotal: number;
  correctTotal: number;
  longestStreak: number;
  level: number;
  /** The answered question's area (null for one without), its answers and right ones. */
  area: string | null;
  areaAnswered: number;
  areaCorrect: number;
  areasPracticed: number;
};

/**
 * Whether a rule an answer moves (totals, streak, level, areas practised, an area's accuracy) is met
 * on these figures; null for a rule judged on something else (rounds, stories, flashcards, the track).
 */
export function meetsAnswerRule(rule: AchievementRule, s: AnswerStats): boolean | null {
  switch (rule.type) {
    case 'answers_total':
      return s.answersTotal >= rule.min;
    case 'correct_total':
      return s.correctTotal >= rule.min;
    case 'streak_days':
      return s.longestStreak >= rule.min;
    case 'level_reached':
      return s.level >= rule.min;
    case 'areas_practiced':
      return s.areasPracticed >= rule.min;
    case 'area_accuracy':
      return (
        rule.area === s.area &&
        s.areaAnswered >= rule.minAnswers &&
        (s.areaCorrect / s.areaAnswered) * 100 >= rule.minPercent
      );
    default:
      return null;
  }
}

/** Whether a learner meets an achievement's machine-readable rule. */
export function meetsRule(rule: AchievementRule, s: LearnerStats): boolean {
  const area = rule.type === 'area_accuracy' ? s.byArea.get(rule.area) : undefined;
  const byAnswers = meetsAnswerRule(rule, {
    answersTotal: s.answersTotal,
    correctTotal: s.correctTotal,
    longestStreak: s.longestStreak,
    level: s.level,
    areasPracticed: s.byArea.size,
    area: area && rule.type === 'area_accuracy' ? rule.area : null,
    areaAnswered: area?.answered ?? 0,
    areaCorrect: area?.correct ?? 0,
  });
  if (byAnswers !== null) return byAnswers;
  switch (rule.type) {
    case 'sessions_completed':
      return s.sessions.filter((x) => !rule.mode || x.mode === rule.mode).length >= rule.min;
    case 'perfect_session':
      return s.sessions.some(
        (x) => (!rule.mode || x.mode === rule.mode) && x.total >= rule.minQuestions && x.correct === x.total,
      );
    case 'mock_exam_score':
      return s.sessions.some(
        (x) => x.mode === 'mock_exam' && x.total > 0 && (x.correct / x.total) * 100 >= rule.minPercent,
      );
    case 'stories_read':
      return (
        (rule.section
          ? (s.storiesBySection.get(rule.section) ?? 0)
          : [...s.storiesBySection.values()].reduce((a, b) => a + b, 0)) >= rule.min
      );
    case 'flashcards_reviewed':
      return s.flashcardsReviewed >= rule.min;
    case 'track_steps':
      return countCompletedSteps(s) >= rule.min;
    default:
      return false;
  }
}
