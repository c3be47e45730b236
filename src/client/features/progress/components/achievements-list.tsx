import { Lock, Star, Target, Trophy } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { useAchievements } from '@client/features/progress/api/get-achievements';
import { useEarnedAchievements } from '@client/features/progress/api/get-earned-achievements';
import { cn } from '@client/lib/cn';

const icons = { trophy: Trophy, star: Star, bullseye: Target } as const;

/** Every achievement: earned ones with their date, locked ones with how to earn them. */
export function AchievementsList() {
  const all = useAchievements();
  const earned = useEarnedAchievements();
  return (
    <QueryView query={all} loadingLabel="Loading achievements…" errorTitle="We could not load achievements.">
      {(list) => {
        const byId = new Map((earned.data ?? []).map((e) => [e.id, e]));
        const got = list.filter((a) => byId.has(a.id)).length;
        return (
          <div className="space-y-3">
            <p className="text-stone-700">
              {got} of {list.length} earned
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((a) => {
                const e = byId.get(a.id);
                const Icon = e ? icons[a.icon] : Lock;
                return (
                  <li
                    key={a.id}
                    className={cn(
                      'flex items-start gap-3 rounded-xl border p-3',
                      e ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white',
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
                        e ? 'bg-amber-100 text-amber-700' : 'bg-stone-100 text-stone-500',
                      )}
                    >
                      <Icon className="h-5 w-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-semibold text-green-950">{a.name}</p>
                      <p className="text-sm text-stone-700">
                        {e ? a.description : `How to earn it: ${a.description}`}
                      </p>
                      <p className="mt-0.5 text-xs font-medium text-amber-900">
                        {e ? `Earned ${new Date(e.earnedAt).toLocaleDateString()} · ` : 'Locked · '}+
                        {a.points} points
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      }}
    </QueryView>
  );
}
