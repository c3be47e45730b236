import { BackLinks, toDashboard, toStudy } from '@client/components/back-links';
import { GuideAvatar } from '@client/components/guide-avatar';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useSectionStories } from '@client/features/study/hooks/use-section-stories';
import { type PremiumSectionSlug, premiumSections } from '@client/features/study/sections';
import { cn } from '@client/lib/cn';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { brand } from '@shared/brand';
import { useId } from 'react';
import { ChooseStateNote } from './choose-state-note';
import { PremiumGate } from './premium-gate';
import { ReadMark } from './story-meta';
import { StoryPager } from './story-pager';
import { StoryReader } from './story-reader';
import { TipsPanel } from './tips-panel';

function ScenarioList({
  titles,
  index,
  onSelect,
}: {
  titles: { id: string; title: string; read: boolean }[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const headingId = useId();
  return (
    <Card padding="p-4">
      <nav aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-green-950">
          Scenarios
        </h2>
        <ol className="mt-3 space-y-1">
          {titles.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onSelect(i)}
                className={cn(
                  'flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-green-800',
                  i === index ? 'bg-green-800 font-semibold text-white' : 'text-stone-800 hover:bg-green-50',
                )}
              >
                <span className="w-5 shrink-0 tabular-nums">{i + 1}.</span>
                <span className="min-w-0 flex-1">{s.title}</span>
                {s.read && <ReadMark onDark={i === index} className="shrink-0" />}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </Card>
  );
}

/** Financing & Economics and Real Estate Law & Ethics: premium family scenarios, gated for free learners. */
export function PremiumSectionPage({ slug }: { slug: PremiumSectionSlug }) {
  const section = premiumSections[slug];
  const isPremium = useIsPremium();
  const { list, stories, tips, index, current, focus, go } = useSectionStories(slug);

  if (list.isPending) return <LoadingState label="Loading study materials…" box="min-h-[40vh] p-4" />;
  if (list.isError)
    return (
      <ErrorState
        title="We could not load these study materials."
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  if (stories.some((s) => s.locked) || (stories.length === 0 && !isPremium))
    return <PremiumGate section={section} stories={stories} />;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
        <div className="flex items-center gap-3">
          <GuideAvatar />
          <p className="text-sm font-semibold text-green-800 sm:hidden">With {brand.guide.name}</p>
        </div>
        <div className="min-w-0 space-y-2">
          <p className="hidden text-sm font-semibold text-green-800 sm:block">With {brand.guide.name}</p>
          <h1 className="text-3xl font-bold text-green-950">{section.title}</h1>
          <p className="text-stone-700">{section.subtitle}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Topics">
            {section.badges.map((b) => (
              <li key={b}>
                <Badge>{b}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <ChooseStateNote />
      {!current ? (
        <Card>
          <p>Aunt Rita is still writing the scenarios for this section. Check back soon.</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card padding="p-4 sm:p-6" className="min-w-0">
            <StoryReader
              key={current.id}
              summary={current}
              headingRef={focus.ref}
              footer={<StoryPager index={index} total={stories.length} onChange={go} className="mt-8" />}
            />
          </Card>
          <div className="min-w-0 space-y-6">
            <ScenarioList titles={stories} index={index} onSelect={go} />
            <TipsPanel tips={tips} />
          </div>
        </div>
      )}
      <BackLinks links={[toStudy, toDashboard]} />
    </div>
  );
}
