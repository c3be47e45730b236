import { describeError } from '@client/lib/api-client';

/** The quiz's toasts, worded as the spec quotes them (section 8). */
export const quizToasts = {
  wrong: { title: "No worries! That's totally fine - this is about familiarity, not perfection." },
  right: { title: 'Nice!' },
  noAnswer: { title: 'Please select an answer' },
  noConfidence: { title: 'Please select a confidence level' },
  recorded: { title: 'Response recorded!', description: 'Your answer and confidence level have been saved.' },
  savedOffline: { title: 'Saved offline', description: 'Your answer will be sent when you are back online.' },
  complete: { title: 'Knowledge Session Complete!', description: 'Great job! Your progress has been saved.' },
  refused: (error: unknown) => ({
    title: 'Error submitting response',
    description: describeError(error),
    variant: 'destructive' as const,
  }),
};
