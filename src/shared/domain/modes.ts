/**
 * The four quiz modes and which are Premium: the one place this is written (decisions.md: Quick Hits
 * is free; the other three are Premium, each open to a free learner's shared preview).
 */
export const modes = [
  { id: 'quick', title: 'Quick Hits', premium: false },
  { id: 'adaptive', title: 'Smart Review', premium: true },
  { id: 'weak_areas', title: 'Challenge Mode', premium: true },
  { id: 'mock_exam', title: 'Exam Simulator', premium: true },
] as const;

export type QuizMode = (typeof modes)[number]['id'];
export const quizModes = modes.map((m) => m.id) as [QuizMode, ...QuizMode[]];

/** The mode a /quiz address asks for (`?mode=`): the Exam Simulator's old name included, Quick Hits otherwise. */
export function parseQuizMode(value: string | null): QuizMode {
  if (value === 'exam_simulator') return 'mock_exam';
  return (quizModes as readonly string[]).includes(value ?? '') ? (value as QuizMode) : 'quick';
}

export function isPremiumMode(mode: QuizMode) {
  return modes.find((m) => m.id === mode)?.premium ?? true;
}

export function modeTitle(mode: QuizMode) {
  return modes.find((m) => m.id === mode)!.title;
}

/**
 * A round the learner built (the custom quiz builder, the mistakes deck, bookmarks, a quiz from the
 * Questions Database). Its questions are chosen by the server from the learner's filters; it is not
 * one of the four modes, so it opens no preview and ticks no track step.
 */
export const CUSTOM_MODE = 'custom' as const;
export const sessionModes = [...quizModes, CUSTOM_MODE] as [QuizMode | 'custom', ...(QuizMode | 'custom')[]];
export type SessionMode = (typeof sessionModes)[number];

export function sessionModeTitle(mode: SessionMode) {
  return mode === CUSTOM_MODE ? 'Custom Practice' : modeTitle(mode);
}
