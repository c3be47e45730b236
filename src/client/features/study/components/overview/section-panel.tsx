import { Card } from '@client/components/ui/card';
import { ArrowRight, BookOpen, Layers, ListChecks, Lock, Sparkles } from '@client/components/ui/icons';
import { textLinkClass } from '@client/components/ui/text-link';
import { StoryBody } from '@client/features/study/components/story-body';
import { StoryMeta } from '@client/features/study/components/story-meta';
import { ReadSentinel } from '@client/features/study/components/story-reader';
import { UpgradeLink } from '@client/features/study/components/upgrade-prompt';
import { isPremiumSectionSlug, premiumSections, sectionPath } from '@client/features/study/sections';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';
import * as Tabs from '@radix-ui/react-tabs';
import type { StudyOverviewResponse } from '@shared/contracts/stories';
import { FlashcardDeck } from './flashcard-deck';
import { PracticeQuestions } from './practice-questions';

type Section = StudyOverviewResponse['sections'][number];

function OverviewStory({ story }: { story: Section['story'] }) {
  if (!story?.body)
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-stone-700">
        Aunt Rita's story for this section is coming soon.
      </p>
    );
  return (
    <article aria-labelledby={`overview-${story.id}`}>
      <h3 id={`overview-${story.id}`} className="text-xl font-bold text-green-950">
        {story.title}
      </h3>
      <StoryMeta story={story} className="mt-2" />
      <StoryBody body={story.body} headingLevel={4} className="mt-4" />
      <ReadSentinel story={story} />
    </article>
  );
}

/** A premium section for a free learner: the story's teaser, what Premium adds, and the way in. */
function LockedSection({ section }: { section: Section }) {
  const premium = isPremiumSectionSlug(section.slug) ? premiumSections[section.slug] : null;
  return (
    <Card tone="noteTint" className="space-y-4">
      <p className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <Lock className="h-4 w-4" aria-hidden />
        Premium section
      </p>
      {section.story && (
        <div>
          <h3 className="text-xl font-bold text-green-950">{section.story.title}</h3>
          <StoryMeta story={section.story} showTags={false} className="mt-1" />
          <p className="mt-2 text-stone-800">{section.story.teaser}</p>
        </div>
      )}
      {premium && (
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-green-950">
            <Sparkles className="h-4 w-4 text-amber-700" aria-hidden />
            Premium includes
          </h3>
          <ul className="mt-2 grid gap-1 text-stone-800 sm:grid-cols-2">
            {premium.teaserFeatures.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-green-800" />
                {f}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-stone-800">
        Upgrade to read Aunt Rita's full story, practice this section's questions and study its flashcards.
      </p>
      <UpgradeLink />
    </Card>
  );
}

const triggerClasses =
  'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-center text-sm font-semibold text-stone-700 hover:text-green-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 data-[state=active]:bg-white data-[state=active]:text-green-950 data-[state=active]:shadow-sm';

/** One section of the overview: its family story, practice questions and flashcards in tabs. */
export function SectionPanel({ section }: { section: Section }) {
  return (
    <section aria-labelledby="overview-section-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="overview-section-heading" className="text-2xl font-bold text-green-950">
          {section.title}
        </h2>
        <Link to={sectionPath(section.slug)} className={cn(textLinkClass, 'inline-flex items-center gap-1')}>
          {section.locked ? 'See what the section holds' : 'All stories in this section'}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      {section.locked ? (
        <LockedSection section={section} />
      ) : (
        <Tabs.Root defaultValue="story">
          <Tabs.List
            aria-label={`${section.title} study materials`}
            className="grid grid-cols-3 gap-1 rounded-xl bg-amber-100 p-1"
          >
            <Tabs.Trigger value="story" className={triggerClasses}>
              <BookOpen className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              Family Story
            </Tabs.Trigger>
            <Tabs.Trigger value="questions" className={triggerClasses}>
              <ListChecks className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              Practice Questions
            </Tabs.Trigger>
            <Tabs.Trigger value="flashcards" className={triggerClasses}>
              <Layers className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              Flashcards
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content
            value="story"
            className="mt-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            <Card padding="p-4 sm:p-6">
              <OverviewStory story={section.story} />
            </Card>
          </Tabs.Content>
          <Tabs.Content
            value="questions"
            className="mt-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            <PracticeQuestions questions={section.questions} />
          </Tabs.Content>
          <Tabs.Content
            value="flashcards"
            className="mt-4 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            <FlashcardDeck cards={section.flashcards} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}
