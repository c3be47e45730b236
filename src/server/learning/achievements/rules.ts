import type { AchievementRule } from '@shared/content/schemas';
import type { LearnerStats } from './stats';
import { countCompletedSteps } from './track';

/** Whether a learner meets an achievement's machine-readable rule. */
export function meetsRule(rule: AchievementRule, s: LearnerStats): boolean {
  switch (rule.type) {
    case 'answers_total':
      return s.answersTotal >= rule.min;
    case 'correct_total':
      return s.correctTotal >= rule.min;
    case 'streak_days':
      return s.longestStreak >= rule.min;
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
    case 'area_accuracy': {
      const a = s.byArea.get(rule.area);
      return Boolean(a && a.answered >= rule.minAnswers && (a.correct / a.answered) * 100 >= rule.minPercent);
    }
    case 'areas_practiced':
      return s.byArea.size >= rule.min;
    case 'flashcards_reviewed':
      return s.flashcardsReviewed >= rule.min;
    case 'track_steps':
      return countCompletedSteps(s) >= rule.min;
    case 'level_reached':
      return s.level >= rule.min;
  }
}
