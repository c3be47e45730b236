import { Card } from '@client/components/ui/card';
import type { Correction } from '@shared/contracts/reports';

const fieldNames: Record<string, string> = {
  stem: 'question wording',
  options: 'answer options',
  answer: 'correct answer',
  explanation: 'explanation',
  memoryHint: 'memory hint',
  funFact: 'fun fact',
  difficulty: 'difficulty',
  concept: 'concept',
  stateCode: 'state',
  retired: 'retired (no longer asked)',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The public log: newest first, what changed in which question and why. */
export function CorrectionsList({ corrections }: { corrections: Correction[] }) {
  if (!corrections.length)
    return (
      <Card>
        <p className="text-stone-700">No question has been corrected yet.</p>
      </Card>
    );
  return (
    <ol className="space-y-3" aria-label="Corrections, newest first">
      {corrections.map((c) => (
        <li key={c.id}>
          <Card>
            <p className="text-sm text-stone-600">
              <time dateTime={c.date}>{dateFormat.format(new Date(c.date))}</time>
              {' · '}
              {c.trigger === 'report'
                ? `after ${c.reportCount} learner report${c.reportCount === 1 ? '' : 's'}`
                : 'after an editor review'}
            </p>
            <p className="mt-1 font-semibold text-green-950">
              Question <code className="break-all rounded bg-stone-100 px-1 text-sm">{c.questionId}</code>
            </p>
            <p className="mt-1 text-stone-800">
              <span className="font-semibold">Changed:</span>{' '}
              {c.changed.map((f) => fieldNames[f] ?? f).join(', ')}
            </p>
            <p className="mt-1 text-stone-800">
              <span className="font-semibold">Why:</span> {c.reason}
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
