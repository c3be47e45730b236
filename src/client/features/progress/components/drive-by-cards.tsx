import { Badge } from '@client/components/ui/badge';
import { Brain, Headphones, Target, Timer, Zap } from '@client/components/ui/icons';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { Link } from '@client/lib/router';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { isPremiumMode, modeTitle } from '@shared/domain/modes';

/** The four 'Drive-By Knowledge' cards with honest Free/Premium labels (decisions.md). */
const cards = [
  { mode: 'quick', blurb: 'Five quick questions from what you have studied.', icon: Zap },
  { mode: 'adaptive', blurb: 'Brings back what you are about to forget, right on time.', icon: Brain },
  { mode: 'weak_areas', blurb: 'A round built from your weakest topics.', icon: Target },
  { mode: 'mock_exam', blurb: "Your state's question count and time limit.", icon: Timer },
] as const;

const quizModes = cards.map((c) => ({ ...c, title: modeTitle(c.mode), premium: isPremiumMode(c.mode) }));

export function DriveByCards() {
  const isPremium = useIsPremium();
  return (
    <section aria-labelledby="drive-by-heading">
      <h2 id="drive-by-heading" className="text-xl font-bold text-green-950">
        Drive-By Knowledge
      </h2>
      <p className="text-stone-700">Familiarity, not mastery: short rounds you can take any time.</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {quizModes.map((m) => (
          <li key={m.mode}>
            <Link
              to={m.mode === 'mock_exam' ? '/exam' : `/quiz?mode=${m.mode}`}
              className="flex h-full gap-3 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline-2 focus-visible:outline-green-800"
            >
              <m.icon className="mt-1 h-6 w-6 shrink-0 text-green-800" aria-hidden />
              <span className="block">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-green-950">
                  {m.title}
                  {m.premium ? <Badge tone="amber">Premium</Badge> : <Badge>Free</Badge>}
                </span>
                <span className="mt-1 block text-sm text-stone-700">{m.blurb}</span>
                {m.premium && !isPremium && (
                  <span className="mt-1 block text-xs font-medium text-amber-800">
                    Free learners share a {PREVIEW_LIMIT}-question preview of the premium modes.
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-800">
        <Headphones className="mr-1 inline h-4 w-4 text-green-800" aria-hidden />
        On a walk or a commute?{' '}
        <Link to="/drill" className="font-semibold text-green-800 underline underline-offset-4">
          Audio drill
        </Link>
        : Smart Review read aloud, hands-free.
      </p>
    </section>
  );
}
