import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { Link } from '@client/lib/router';
import type { ExamHistoryResponse } from '@shared/contracts/exams';
import { formatClock } from './exam-clock';
import { TrendChart } from './trend-chart';

type Attempt = ExamHistoryResponse['attempts'][number];

/** Score per portion across finished full attempts, oldest first, with the pass mark drawn in. */
function AttemptTrend({ attempts }: { attempts: Attempt[] }) {
  const done = attempts.filter((a) => a.submittedAt && !a.isPreview).reverse();
  if (done.length < 2)
    return <p className="text-stone-700">The trend appears after your second full attempt.</p>;
  const labels = done.map((_, i) => `#${i + 1}`);
  const national = done.map((a) => a.portions.find((p) => p.kind !== 'state')?.scorePercent ?? null);
  const state = done.map((a) => a.portions.find((p) => p.kind === 'state')?.scorePercent ?? null);
  const hasState = state.some((v) => v !== null);
  const pass = done[done.length - 1]!.portions[0]!.passPercent;
  const summary = `Scores by attempt: ${labels
    .map(
      (l, i) =>
        `${l} ${hasState ? 'national ' : ''}${national[i] ?? '-'}%${hasState ? `, state ${state[i] ?? '-'}%` : ''}`,
    )
    .join('; ')}. Pass mark ${pass}%.`;
  return (
    <TrendChart
      labels={labels}
      passPercent={pass}
      summary={summary}
      series={[
        {
          name: hasState ? 'National portion' : 'Exam',
          color: 'var(--color-green-800, #166534)',
          values: national,
        },
        ...(hasState
          ? [{ name: 'State portion', color: 'var(--color-sky-700, #0369a1)', values: state }]
          : []),
      ]}
    />
  );
}

export function ExamHistoryView({ history }: { history: ExamHistoryResponse }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card>
        <h1 className="text-2xl font-bold text-green-950">Your exam attempts</h1>
        <div className="mt-4">
          <AttemptTrend attempts={history.attempts} />
        </div>
      </Card>
      <Card>
        {history.attempts.length === 0 ? (
          <p>
            No attempts yet.{' '}
            <Link to="/exam" className="font-semibold text-green-800 underline">
              Sit the Exam Simulator
            </Link>
            .
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Every attempt, newest first</caption>
              <thead>
                <tr className="border-b border-amber-200 text-stone-700">
                  <th scope="col" className="py-2 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Scores
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Time
                  </th>
                  <th scope="col" className="py-2">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.attempts.map((a) => (
                  <tr key={a.attemptId} className="border-b border-amber-100 align-top">
                    <td className="py-2 pr-3">{new Date(a.createdAt).toLocaleDateString()}</td>
                    <td className="py-2 pr-3">
                      {a.stateCode}
                      {a.isPreview && (
                        <Badge tone="stone" className="ml-2">
                          Preview
                        </Badge>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      {a.portions.map((p) => (
                        <span key={p.kind} className="block">
                          {p.title}: {p.scorePercent === null ? '—' : `${p.scorePercent}%`}
                        </span>
                      ))}
                    </td>
                    <td className="py-2 pr-3">
                      {a.portions.map((p) => (
                        <span key={p.kind} className="block tabular-nums">
                          {p.timeUsedSeconds === null ? '—' : formatClock(p.timeUsedSeconds)}
                        </span>
                      ))}
                    </td>
                    <td className="py-2">
                      {a.submittedAt ? (
                        <Link
                          to={`/exam/${a.attemptId}/results`}
                          className="font-semibold text-green-800 underline"
                        >
                          {a.passedAll ? 'Passed' : 'Not passed'} · review
                        </Link>
                      ) : (
                        <Link to="/exam" className="font-semibold text-amber-800 underline">
                          In progress · resume
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
