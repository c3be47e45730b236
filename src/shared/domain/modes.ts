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

export function isPremiumMode(mode: QuizMode) {
  return modes.find((m) => m.id === mode)?.premium ?? true;
}

export function modeTitle(mode: QuizMode) {
  return modes.find((m) => m.id === mode)!.title;
}
