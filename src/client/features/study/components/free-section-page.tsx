import { BackLinks } from '@client/components/back-links';
import { Card } from '@client/components/ui/card';
import { BookOpen, Clock, GraduationCap } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useSectionStories } from '@client/features/study/hooks/use-section-stories';
import { type FreeSectionSlug, freeSections } from '@client/features/study/sections';
import { ChooseStateNote } from './choose-state-note';
import { StoryPager } from './story-pager';
import { StoryPicker } from './story-picker';
import { StoryReader } from './story-reader';
import { TipsPanel } from './tips-panel';

function BackToDashboard() {
  return <BackLinks />;
}

/** Property and Contracts study pages: the section's family stories one at a time, with tips. */
export function FreeSectionPage({ slug }: { slug: FreeSectionSlug }) {
  const section = freeSections[slug];
  const { list, stories, tips, index, current, focus, go } = useSectionStories(slug);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
          <GraduationCap className="h-4 w-4" aria-hidden />
          Study Materials
        </p>
        <h1 className="text-3xl font-bold text-green-950">{section.title}</h1>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden />
            {section.minutes} min
          </li>
          <li>{section.level}</li>
          {list.data && (
            <li className="inline-flex items-center gap-1">
              <BookOpen className="h-4 w-4" aria-hidden />
              {stories.length} {stories.length === 1 ? 'story' : 'stories'}, {tips.length}{' '}
              {tips.length === 1 ? 'tip' : 'tips'}
            </li>
          )}
        </ul>
        <p className="text-stone-700">
          Family cases from Aunt Rita's files. Read each one to the end; the ideas come back in your quizzes.
        </p>
      </header>
      <ChooseStateNote />

      {list.isPending ? (
        <LoadingState label="Loading stories…" />
      ) : list.isError ? (
        <ErrorState
          title="We could not load the stories."
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : !current ? (
        <Card>
          <p>Aunt Rita is still writing the stories for this section. Check back soon.</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <Card padding="p-4 sm:p-6" className="min-w-0 space-y-5">
            <StoryPicker stories={stories} index={index} onChange={go} />
            <StoryReader
              key={current.id}
              summary={current}
              headingRef={focus.ref}
              footer={<StoryPager index={index} total={stories.length} onChange={go} className="mt-8" />}
            />
          </Card>
          <TipsPanel tips={tips} />
        </div>
      )}
      <BackToDashboard />
    </div>
  );
}
