import { ReportQuestionButton } from '@client/components/report-question';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckCircle2, XCircle } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';
import type { SessionResult } from '@shared/contracts/quiz';
import { useState } from 'react';

export function CompletionScreen({ result }: { result: SessionResult }) {
  const [reviewing, setReviewing] = useState(false);
  const passed = result.passingPercentage !== null && result.scorePercent >= result.passingPercentage;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className="text-center">
        <h1 className="text-3xl font-bold text-green-950">Familiarity Session Complete</h1>
        <p className="mt-1 text-stone-700">Great job! Your progress has been saved.</p>
        {result.timedOut && (
          <p className="mt-2 font-semibold text-red-700">
            Time ran out, so the exam was submitted as it stood.
          </p>
        )}
        <p className="mt-4 text-5xl font-extrabold text-green-900">{result.scorePercent}%</p>
        <p className="text-stone-700">
          {result.correct} of {result.total} correct
          {result.answered < result.total
            ? ` (${result.total - result.answered} unanswered, counted wrong)`
            : ''}
        </p>
        {result.passingPercentage !== null && (
          <p className={cn('mt-2 font-semibold', passed ? 'text-green-800' : 'text-amber-800')}>
            {passed ? 'At or above' : 'Below'} the {result.passingPercentage}% passing mark
          </p>
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-bold text-green-950">By topic</h2>
        <ul className="mt-3 space-y-2">
          {result.byTopic.map((t) => (
            <li key={t.topic} className="flex items-center justify-between gap-3">
              <span>{t.topic}</span>
              <span className="font-semibold">
                {t.correct} / {t.total}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Return to Dashboard
        </Link>
        <Button variant="outline" onClick={() => setReviewing((r) => !r)} aria-expanded={reviewing}>
          Review Answers
        </Button>
      </div>
      {reviewing && (
        <section aria-label="Review answers" className="space-y-4">
          {result.review.map((r, i) => (
            <Card key={r.questionId}>
              <p className="flex items-start gap-2 font-semibold">
                {r.isCorrect ? (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-label="Correct" />
                ) : (
                  <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-label="Incorrect" />
                )}
                <span>
                  {i + 1}. {r.question}
                </span>
              </p>
              <p className="mt-2 text-sm">
                <span className="font-semibold">Your answer:</span> {r.selectedAnswer ?? 'Not answered'}
              </p>
              <p className="text-sm">
                <span className="font-semibold">Correct answer:</span> {r.correctAnswer}
              </p>
              <p className="mt-2 text-sm text-stone-700">{r.explanation}</p>
              <ReportQuestionButton questionId={r.questionId} />
            </Card>
          ))}
        </section>
      )}
    </div>
  );
}
