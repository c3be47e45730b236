import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CircleCheck } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';
import type { StudyOverviewResponse } from '@shared/contracts/stories';

type Question = StudyOverviewResponse['sections'][number]['questions'][number];

const MAX_SHOWN = 3;
const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

/** At most three questions, each with its options, the correct answer marked and the explanation. */
export function PracticeQuestions({ questions }: { questions: Question[] }) {
  if (questions.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-stone-700">
        Practice questions coming soon for this section!
      </p>
    );
  const shown = questions.slice(0, MAX_SHOWN);
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {shown.map((q, i) => (
          <li key={q.id}>
            <Card padding="p-4 sm:p-5">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-green-800">
                Question {i + 1} of {shown.length}
              </h3>
              <p className="mt-1 font-semibold text-stone-900">{q.question}</p>
              <ul className="mt-3 space-y-2">
                {q.options.map((opt, j) => {
                  const isCorrect = opt === q.correctAnswer;
                  return (
                    <li
                      key={opt}
                      className={cn(
                        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                        isCorrect
                          ? 'border-green-700 bg-green-50 font-semibold text-green-950'
                          : 'border-stone-200 text-stone-800',
                      )}
                    >
                      <span aria-hidden className="w-4 shrink-0 font-bold">
                        {letters[j]}
                      </span>
                      <span className="min-w-0 flex-1">{opt}</span>
                      {isCorrect && (
                        <span className="inline-flex shrink-0 items-center gap-1 text-green-800">
                          <CircleCheck className="h-4 w-4" aria-hidden />
                          Correct answer
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <p className="mt-3 text-sm text-stone-800">
                <span className="font-semibold text-green-950">Why: </span>
                {q.explanation}
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <Link to="/quiz" className={buttonClasses('primary', 'md')}>
        Practice More Questions
      </Link>
    </div>
  );
}
