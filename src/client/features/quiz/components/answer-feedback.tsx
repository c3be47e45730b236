import { ReportQuestionButton } from '@client/components/report-question';
import { quizToasts } from '@client/features/quiz/lib/messages';
import { cn } from '@client/lib/cn';
import type { QuizQuestion } from '@shared/contracts/quiz';
import type { Ref } from 'react';

/** After Submit: right or wrong, the explanation, the memory hint and the fun fact. */
export function AnswerFeedback({
  question: q,
  isCorrect,
  headingRef,
}: {
  question: QuizQuestion;
  isCorrect: boolean;
  headingRef: Ref<HTMLParagraphElement>;
}) {
  return (
    <div className={cn('rounded-xl p-4', isCorrect ? 'bg-green-50' : 'bg-amber-50')}>
      <p ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
        {isCorrect ? 'Correct!' : `Not quite. The answer is: ${q.correctAnswer}`}
      </p>
      {!isCorrect && <p className="mt-1 text-stone-800">{quizToasts.wrong.title}</p>}
      <p className="mt-1 text-stone-800">{q.explanation}</p>
      {q.memoryHint && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Memory hint:</span> {q.memoryHint}
        </p>
      )}
      {q.funFact && (
        <p className="mt-1 text-sm text-stone-700">
          <span className="font-semibold">Fun fact:</span> {q.funFact}
        </p>
      )}
      <ReportQuestionButton questionId={q.id} />
    </div>
  );
}
