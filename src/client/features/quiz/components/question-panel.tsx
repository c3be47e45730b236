import { ReadAloud } from '@client/components/read-aloud';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import type { QuestionState } from '@client/features/quiz/lib/quiz-state';
import { explanationForSpeech, questionForSpeech } from '@client/features/quiz/lib/speech-text';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import type { ConfidenceLevel } from '@shared/learning/confidence';
import type { ReactNode, RefObject } from 'react';
import { AnswerFeedback } from './answer-feedback';
import { ConfidencePicker } from './confidence-picker';
import { QuestionCard } from './question-card';
import { QuizNotice, type QuizNoticeValue } from './quiz-notice';

/** The question on screen: its options, Submit, then the explanation and the confidence picker. */
export function QuestionPanel({
  question: q,
  state: st,
  actions,
  notice,
  sending,
  legendRef,
  feedbackRef,
  onSelect,
  onSubmit,
  onRate,
  onRecord,
}: {
  question: QuizSessionResponse['questions'][number];
  state: QuestionState;
  /** Controls for this question (a bookmark button). */
  actions?: ReactNode;
  notice: QuizNoticeValue | null;
  /** The answer is on its way to the server. */
  sending: boolean;
  legendRef: RefObject<HTMLLegendElement | null>;
  feedbackRef: RefObject<HTMLParagraphElement | null>;
  onSelect: (option: string) => void;
  onSubmit: () => void;
  onRate: (confidence: ConfidenceLevel) => void;
  onRecord: () => void;
}) {
  const isCorrect = st.selected === q.correctAnswer;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{q.topicTitle}</p>
        {actions}
      </div>
      <ReadAloud className="mt-2" label="Read the question aloud" text={questionForSpeech(q)} />
      <QuestionCard
        question={q}
        selected={st.selected}
        submitted={st.submitted}
        onSelect={onSelect}
        legendRef={legendRef}
      />
      {!st.submitted && (
        <Button className="mt-4" onClick={onSubmit}>
          Submit
        </Button>
      )}
      {st.submitted && (
        <div className="mt-4 space-y-4" aria-live="polite">
          <AnswerFeedback question={q} isCorrect={isCorrect} headingRef={feedbackRef} />
          <ReadAloud label="Read the explanation aloud" text={explanationForSpeech(q, isCorrect)} />
          <ConfidencePicker
            name={`confidence-${q.id}`}
            isCorrect={isCorrect}
            value={st.confidence}
            recorded={st.recorded}
            sending={sending}
            onChange={onRate}
            onSubmit={onRecord}
          />
        </div>
      )}
      <QuizNotice notice={notice} />
    </Card>
  );
}
