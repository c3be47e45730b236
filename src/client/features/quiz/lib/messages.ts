import { describeError } from '@client/lib/api-client';

/**
 * The quiz's messages, worded as the spec quotes them (section 8). They show in place below the
 * round's buttons (QuizNotice), never as toasts over the question or the explanation.
 */
export const quizToasts = {
  wrong: { title: "No worries! That's totally fine - this is about familiarity, not perfection." },
  noAnswer: { title: 'Please select an answer' },
  noConfidence: { title: 'Please select a confidence level' },
  recorded: { title: 'Response recorded!', description: 'Your answer and confidence level have been saved.' },
  savedOffline: { title: 'Saved offline', description: 'Your answer will be sent when you are back online.' },
  refused: (error: unknown) => ({
    title: 'Error submitting response',
    description: describeError(error),
    variant: 'destructive' as const,
  }),
};
