/**
 * Screens where the learner reads and answers (quiz, drills, exam and its results): nothing floats
 * over them, so the feedback button and the install banner stay away.
 */
const focusPrefixes = ['/quiz', '/drill', '/math-drill', '/exam', '/practice'];

export function isFocusScreen(pathname: string) {
  return focusPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
