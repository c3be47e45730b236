import { Award, Star, Target, Trophy } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { useAchievements } from '@client/features/progress/api/get-achievements';
import { useEarnedAchievements } from '@client/features/progress/api/get-earned-achievements';
import { RECENT_ACHIEVEMENTS } from '@shared/domain/limits';
import { Panel } from './panel';

const icons = { trophy: Trophy, star: Star, bullseye: Target } as const;

/** The three achievements earned most recently, or what to do to earn the first. */
export function RecentAchievements() {
  const earned = useEarnedAchievements();
  const { data: all } = useAchievements();
  return (
    <Panel title="Recent achievements" icon={Award}>
      <QueryView
        forLearner
        compact
        query={earned}
        loadingLabel="Loading your achievements…"
        errorTitle="We could not load your achievements."
      >
        {(list) =>
          list.length === 0 ? (
            <div className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4 text-stone-800">
              <p className="font-semibold text-green-950">No achievements yet.</p>
              <p className="mt-1 text-sm">
                Answer your first practice question to earn one
                {all && all.length > 0 ? `; there are ${all.length} to collect` : ''}.
              </p>
            </div>
          ) : (
            <>
              <ul className="space-y-3">
                {list.slice(0, RECENT_ACHIEVEMENTS).map((a) => {
                  const Icon = icons[a.icon];
                  return (
                    <li key={a.id} className="flex items-start gap-3">
                      <span
                        aria-hidden
                        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100"
                      >
                        <Icon className="h-5 w-5 text-amber-700" />
                      </span>
                      <div className="min-w-0">
                        <p className="font-semibold text-green-950">{a.name}</p>
                        <p className="text-sm text-stone-700">{a.description}</p>
                        <p className="mt-0.5 text-xs font-medium text-amber-800">+{a.points} points</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
              {all && all.length > 0 && (
                <p className="mt-3 text-sm text-stone-700">
                  {list.length} of {all.length} earned.
                </p>
              )}
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}
