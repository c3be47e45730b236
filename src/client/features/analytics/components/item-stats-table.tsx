import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import type { ItemStatsResponse } from '@shared/contracts/analytics';

const levelNames: Record<number, string> = { 1: 'Beginner', 2: 'Easy', 3: 'Medium', 4: 'Hard', 5: 'Expert' };
const letters = ['A', 'B', 'C', 'D'];

/**
 * Each answered item: attempts, percent correct, stated vs observed difficulty (the items that
 * disagree most first) and how often each option was picked, so an option nobody picks shows.
 */
export function ItemStatsTable({ stats }: { stats: ItemStatsResponse }) {
  if (!stats.items.length) return <p className="text-stone-700">No learner has answered a question yet.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {stats.answeredItems} questions answered. Observed difficulty comes from the share answered right
        (85%+ is 1 Beginner, under 30% is 5 Expert); items with fewer than {stats.minAttempts} answers are
        listed last, unranked.
      </p>
      <ol className="space-y-3" aria-label="Item statistics, most disagreeing first">
        {stats.items.map((item) => {
          const maxPicks = Math.max(1, ...item.options.map((o) => o.picks));
          return (
            <li key={item.questionId} className="rounded-xl border border-stone-300 bg-white p-3">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge tone="stone">
                  {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
                </Badge>
                <Badge tone="stone">{item.percentCorrect}% correct</Badge>
                <Badge tone="amber">
                  stated {item.statedDifficulty} {levelNames[item.statedDifficulty] ?? 'Unknown'}
                </Badge>
                <Badge tone={item.enoughData ? 'green' : 'stone'}>
                  observed {item.observedDifficulty} {levelNames[item.observedDifficulty]}
                  {item.enoughData ? '' : ' (too few answers)'}
                </Badge>
                {item.enoughData && item.disagreement !== 0 && (
                  <Badge tone={Math.abs(item.disagreement) >= 2 ? 'red' : 'green'}>
                    {item.disagreement > 0
                      ? `${item.disagreement} harder than stated`
                      : `${-item.disagreement} easier than stated`}
                  </Badge>
                )}
              </div>
              <p className="mt-2 font-semibold text-stone-900">{item.question}</p>
              <p className="break-all text-xs text-stone-600">{item.questionId}</p>
              <ul className="mt-2 space-y-1 text-sm" aria-label="Picks per option">
                {item.options.map((o, i) => (
                  <li key={o.text} className="grid grid-cols-[1fr_auto] items-center gap-2">
                    <span className={cn(o.isKey && 'font-semibold text-green-900')}>
                      {letters[i]}. {o.text}
                      {o.isKey ? ' (key)' : ''}
                      {!o.isKey && o.picks === 0 && item.attempts >= stats.minAttempts
                        ? ' — nobody picks this'
                        : ''}
                    </span>
                    <span className="flex items-center gap-2 tabular-nums">
                      <span
                        aria-hidden
                        className={cn('inline-block h-2 rounded', o.isKey ? 'bg-green-700' : 'bg-amber-500')}
                        style={{ width: `${Math.round((o.picks / maxPicks) * 80)}px` }}
                      />
                      {o.picks}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
