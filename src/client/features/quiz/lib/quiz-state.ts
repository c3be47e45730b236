import type { ConfidenceLevel } from '@shared/learning/confidence';

/** One question's step in the flow: choose, submit, rate confidence, recorded. */
export type QuestionState = {
  selected: string | null;
  submitted: boolean;
  confidence: ConfidenceLevel | null;
  recorded: boolean;
  startedAt: number;
};

export type QuizState = { index: number; questions: QuestionState[] };

export type QuizAction =
  | { type: 'select'; option: string }
  | { type: 'submit' }
  | { type: 'rate'; confidence: ConfidenceLevel }
  | { type: 'recorded' }
  | { type: 'go'; to: number; now: number };

export function initialQuizState(count: number, now: number): QuizState {
  return {
    index: 0,
    questions: Array.from({ length: count }, () => ({
      selected: null,
      submitted: false,
      confidence: null,
      recorded: false,
      startedAt: now,
    })),
  };
}

/**
 * The per-question state machine. Each step is allowed only in its turn: an answer can change until
 * it is submitted, a confidence level until it is recorded, and moving to a question that has not
 * been answered restarts its clock.
 */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const current = state.questions[state.index];
  if (!current) return state;
  const patch = (p: Partial<QuestionState>) => ({
    ...state,
    questions: state.questions.map((q, i) => (i === state.index ? { ...q, ...p } : q)),
  });
  switch (action.type) {
    case 'select':
      return current.submitted ? state : patch({ selected: action.option });
    case 'submit':
      return current.submitted || !current.selected ? state : patch({ submitted: true });
    case 'rate':
      return !current.submitted || current.recorded ? state : patch({ confidence: action.confidence });
    case 'recorded':
      return !current.submitted || !current.confidence ? state : patch({ recorded: true });
    case 'go': {
      if (action.to < 0 || action.to >= state.questions.length) return state;
      return {
        index: action.to,
        questions: state.questions.map((q, i) =>
          i === action.to && !q.submitted ? { ...q, startedAt: action.now } : q,
        ),
      };
    }
  }
}
