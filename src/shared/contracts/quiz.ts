import { pearsonTopicIds, psiTopicIds, stateTopicIds } from '@shared/content/schemas';
import { type QuizMode, quizModes, type SessionMode, sessionModes } from '@shared/domain/modes';
import { stateCodes } from '@shared/domain/states';
import { confidenceLevels } from '@shared/learning/confidence';
import { z } from 'zod';

export type { QuizMode, SessionMode };

export const QuizQuestionsQuery = z.object({
  type: z
    .enum([...quizModes, 'exam_simulator'], {
      error: 'type must be one of quick, adaptive, weak_areas, mock_exam',
    })
    .transform((t): QuizMode => (t === 'exam_simulator' ? 'mock_exam' : t)),
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .default('CA'),
  /** Challenge Mode on one topic: an outline domain (pv-/psi-), a state-portion topic, or state-law. */
  topic: z
    .enum([...pearsonTopicIds, ...psiTopicIds, ...stateTopicIds, 'state-law'], {
      error: 'topic must be an outline topic id, a state-law topic id, or state-law',
    })
    .optional(),
});
export type QuizQuestionsQuery = z.input<typeof QuizQuestionsQuery>;

/** A quiz question in the spec's shape (section 3), plus what the runner shows beside it. */
export const QuizQuestion = z.object({
  id: z.string(),
  type: z.literal('multiple_choice'),
  question: z.string(),
  options: z.array(z.string()).length(4),
  correctAnswer: z.string(),
  explanation: z.string(),
  area: z.string().nullable(),
  topicTitle: z.string(),
  difficulty: z.number().int(),
  memoryHint: z.string().nullable(),
  funFact: z.string().nullable(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const QuizSessionResponse = z.object({
  sessionId: z.string().uuid(),
  mode: z.enum(sessionModes),
  stateCode: z.enum(stateCodes),
  questions: z.array(QuizQuestion),
  deadline: z.string().nullable(),
  timeLimitSeconds: z.number().int().nullable(),
  preview: z.object({ used: z.number().int(), limit: z.number().int() }).nullable(),
});
export type QuizSessionResponse = z.infer<typeof QuizSessionResponse>;

export const AnswerRequest = z.object({
  answerId: z.uuid({ error: 'answerId must be a UUID made by the client' }),
  sessionId: z.uuid({ error: 'sessionId must be the UUID of a quiz session' }),
  questionId: z.string().min(1).max(120),
  selectedAnswer: z.string().min(1, 'selectedAnswer is required').max(1000),
  /** Sent by older clients; the server decides correctness itself and never trusts this. */
  isCorrect: z.boolean().optional(),
  confidenceLevel: z.enum(confidenceLevels, {
    error: 'confidenceLevel must be confident, somewhat_confident or need_practice',
  }),
  timeSpent: z.number().int('timeSpent is whole seconds').min(0).max(86_400),
});
export type AnswerRequest = z.infer<typeof AnswerRequest>;

export const EarnedAchievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(['trophy', 'star', 'bullseye']),
  points: z.number().int(),
  earnedAt: z.string(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievement>;

export const AnswerResponse = z.object({
  answerId: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.string(),
  pointsEarned: z.number().int(),
  totalPoints: z.number().int(),
  level: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  previewUsed: z.number().int().nullable(),
  newAchievements: z.array(EarnedAchievement),
  duplicate: z.boolean(),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

export const SessionParams = z.object({ sessionId: z.uuid({ error: 'sessionId must be a UUID' }) });

export const SessionResult = z.object({
  sessionId: z.string(),
  mode: z.enum(sessionModes),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  scorePercent: z.number().int(),
  passingPercentage: z.number().int().nullable(),
  timedOut: z.boolean(),
  byTopic: z.array(z.object({ topic: z.string(), correct: z.number().int(), total: z.number().int() })),
  review: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      selectedAnswer: z.string().nullable(),
      correctAnswer: z.string(),
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
  newAchievements: z.array(EarnedAchievement),
});
export type SessionResult = z.infer<typeof SessionResult>;
