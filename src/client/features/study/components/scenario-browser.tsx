import { BackLinks } from '@client/components/back-links';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { ChevronDown, Lock } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useStoryLists } from '@client/features/study/api/get-stories';
import { useFocusOnChange } from '@client/features/study/hooks/use-focus-on-change';
import { cn } from '@client/lib/cn';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { SectionSlug } from '@shared/content/schemas';
import type { StorySummary } from '@shared/contracts/stories';
import { areas } from '@shared/domain/areas';
import { useState } from 'react';
import { ChooseStateNote } from './choose-state-note';
import { StoryMeta } from './story-meta';
import { StoryReader } from './story-reader';
import { UpgradeLink } from './upgrade-prompt';

const slugs: SectionSlug[] = areas.map((a) => a.slug);

function ScenarioItem({
  story,
  isSelected,
  onSelect,
}: {
  story: StorySummary;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={onSelect}
        className={cn(
          'w-full rounded-xl border p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
          isSelected ? 'border-green-800 bg-green-50' : 'border-amber-100 bg-white hover:border-green-700',
        )}
      >
        <span className="block font-semibold text-green-950">{story.title}</span>
        <StoryMeta story={story} size="xs" className="mt-1" />
      </button>
    </li>
  );
}

/** /scenarios: the family scenarios by category; the chosen one opens below its list. */
export function ScenarioBrowser() {
  const { stateCode } = useSelectedState();
  const isPremium = useIsPremium();
  const lists = useStoryLists(slugs, stateCode);
  const [active, setActive] = useState<SectionSlug>(slugs[0]!);
  const [isExpanded, setIsExpanded] = useState(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const focus = useFocusOnChange<HTMLHeadingElement>(selectedId);

  const categories = areas.map((area, i) => {
    const query = lists[i]!;
    const stories = query.data?.stories ?? [];
    const isLocked = area.premium && (query.data ? stories.some((s) => s.locked) : !isPremium);
    return { area, query, stories, isLocked };
  });
  const activeCategory = categories.find((c) => c.area.slug === active) ?? categories[0]!;
  const selected = activeCategory.isLocked
    ? undefined
    : (activeCategory.stories.find((s) => s.id === selectedId) ?? activeCategory.stories[0]);

  const chooseCategory = (slug: SectionSlug) => {
    if (slug === active) {
      setIsExpanded((v) => !v);
      return;
    }
    setActive(slug);
    setIsExpanded(true);
    setSelectedId(null);
  };
  const chooseScenario = (id: string) => {
    focus.requestFocus();
    setSelectedId(id);
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-green-950">Family Scenarios</h1>
        <p className="text-stone-700">
          Real-life cases from Aunt Rita's years in the business, grouped by exam section. Pick a category,
          then a family.
        </p>
      </header>
      <ChooseStateNote />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <ul className="min-w-0 space-y-3">
          {categories.map(({ area, query, stories, isLocked }) => {
            const isActive = area.slug === active;
            const isOpen = isActive && isExpanded;
            const panelId = `scenarios-${area.slug}`;
            return (
              <li key={area.slug}>
                <Card padding="p-0" tone={isActive ? 'selected' : 'plain'}>
                  <h2>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => chooseCategory(area.slug)}
                      className={cn(
                        'flex w-full items-center justify-between gap-3 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
                        isActive ? 'bg-green-50' : 'hover:bg-amber-50',
                      )}
                    >
                      <span className="min-w-0">
                        <span className="block text-lg font-bold text-green-950">{area.title}</span>
                        <span className="mt-1 flex flex-wrap items-center gap-2 text-sm font-normal text-stone-700">
                          {query.data &&
                            `${stories.length} ${stories.length === 1 ? 'scenario' : 'scenarios'}`}
                          {area.premium ? (
                            <Badge tone="amber">
                              {isLocked && <Lock className="h-3 w-3" aria-hidden />}
                              Premium
                            </Badge>
                          ) : (
                            <Badge>Free</Badge>
                          )}
                        </span>
                      </span>
                      <ChevronDown
                        className={cn(
                          'h-5 w-5 shrink-0 text-green-900 transition-transform',
                          isOpen && 'rotate-180',
                        )}
                        aria-hidden
                      />
                    </button>
                  </h2>
                  <div id={panelId} hidden={!isOpen} className="border-t border-amber-100 p-3">
                    {isOpen &&
                      (isLocked ? (
                        <div className="space-y-3 p-1">
                          <p className="text-stone-800">
                            <span className="font-semibold">Premium required.</span> These family scenarios
                            are part of Premium.
                          </p>
                          <UpgradeLink />
                        </div>
                      ) : query.isPending ? (
                        <LoadingState label="Loading scenarios…" box="min-h-16 p-4" />
                      ) : query.isError ? (
                        <ErrorState
                          title="We could not load these scenarios."
                          error={query.error}
                          onRetry={() => query.refetch()}
                        />
                      ) : stories.length === 0 ? (
                        <p className="p-1 text-stone-700">Scenarios for this category are coming soon.</p>
                      ) : (
                        <ol className="space-y-2">
                          {stories.map((s) => (
                            <ScenarioItem
                              key={s.id}
                              story={s}
                              isSelected={s.id === selected?.id}
                              onSelect={() => chooseScenario(s.id)}
                            />
                          ))}
                        </ol>
                      ))}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="min-w-0">
          {selected ? (
            <Card padding="p-4 sm:p-6">
              <StoryReader key={selected.id} summary={selected} headingRef={focus.ref} />
            </Card>
          ) : activeCategory.isLocked ? (
            <p className="rounded-2xl border border-dashed border-amber-300 p-6 text-center text-stone-700">
              Pick a family from a free category to read their story here.
            </p>
          ) : null}
        </div>
      </div>
      <BackLinks />
    </div>
  );
}
