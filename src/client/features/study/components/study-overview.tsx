import { BackLinks } from '@client/components/back-links';
import { Users } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { textLinkClass } from '@client/components/ui/text-link';
import { useStudyOverview } from '@client/features/study/api/get-study-overview';
import { cn } from '@client/lib/cn';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link } from '@client/lib/router';
import type { SectionSlug } from '@shared/content/schemas';
import { useState } from 'react';
import { ChooseStateNote } from './choose-state-note';
import { SectionPanel } from './overview/section-panel';
import { SectionPicker } from './overview/section-picker';
import { SupplementLink } from './state-supplement';

/** /study: the four sections, each with its family story, practice questions and flashcards. */
export function StudyOverview() {
  const { stateCode } = useSelectedState();
  const overview = useStudyOverview(stateCode);
  const [selected, setSelected] = useState<SectionSlug | null>(null);
  const sections = overview.data?.sections ?? [];
  const current = sections.find((s) => s.slug === selected) ?? sections[0];

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-green-950">Study Materials</h1>
        <p className="text-stone-700">
          Pick a section. Each one starts with a family story from Aunt Rita, then a few practice questions
          and flashcards on the same ideas.
        </p>
        <Link to="/scenarios" className={cn(textLinkClass, 'inline-flex items-center gap-1')}>
          <Users className="h-4 w-4" aria-hidden />
          Browse all family scenarios
        </Link>
      </header>
      <ChooseStateNote />
      <SupplementLink />
      {overview.isPending ? (
        <LoadingState label="Loading study materials…" />
      ) : overview.isError ? (
        <ErrorState
          title="We could not load the study materials."
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : current ? (
        <>
          <SectionPicker sections={sections} selected={current.slug} onSelect={setSelected} />
          <SectionPanel key={current.slug} section={current} />
        </>
      ) : (
        <p>No study sections yet.</p>
      )}
      <BackLinks />
    </div>
  );
}
