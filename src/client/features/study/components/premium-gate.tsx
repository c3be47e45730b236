import { BackLinks, toDashboard, toStudy } from '@client/components/back-links';
import { Card } from '@client/components/ui/card';
import { Lock } from '@client/components/ui/icons';
import type { PremiumSection } from '@client/features/study/sections';
import type { StorySummary } from '@shared/contracts/stories';
import { StoryMeta } from './story-meta';
import { UpgradeLink, UpgradePrompt } from './upgrade-prompt';

/** What a free learner sees of a premium section: its titles and teasers (never the text) and a way in. */
export function PremiumGate({ section, stories }: { section: PremiumSection; stories: StorySummary[] }) {
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          <Lock className="h-4 w-4" aria-hidden />
          Premium
        </p>
        <h1 className="text-3xl font-bold text-green-950">{section.gateHeading}</h1>
        <p className="text-stone-700">
          {stories.length > 0
            ? `${stories.length} family ${stories.length === 1 ? 'story' : 'stories'}`
            : 'Family stories'}{' '}
          from Aunt Rita, with study tips, are part of Premium. Here is what waits for you.
        </p>
        <UpgradeLink label={section.unlockLabel} />
      </header>
      {stories.length > 0 && (
        <section aria-labelledby="gate-list-heading" className="space-y-3">
          <h2 id="gate-list-heading" className="text-xl font-bold text-green-950">
            What's inside
          </h2>
          <ol className="grid gap-3 md:grid-cols-2">
            {stories.map((s) => (
              <li key={s.id}>
                <Card padding="p-4" className="h-full">
                  <h3 className="font-semibold text-green-950">{s.title}</h3>
                  <StoryMeta story={s} showTags={false} className="mt-1" />
                  <p className="mt-2 text-sm text-stone-700">{s.teaser}</p>
                </Card>
              </li>
            ))}
          </ol>
        </section>
      )}
      {stories.length > 2 && (
        <UpgradePrompt message="Every story above, with Aunt Rita's study tips, opens the moment you upgrade." />
      )}
      <BackLinks links={[toStudy, toDashboard]} />
    </div>
  );
}
