import { BackLinks } from '@client/components/back-links';
import { Card } from '@client/components/ui/card';
import { Check, ExternalLink, Info, MapPin, X } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { textLinkClass } from '@client/components/ui/text-link';
import { type DisclaimerFacts, disclaimerFacts } from '@client/features/disclaimers/lib/disclaimer-facts';
import { useStates } from '@client/lib/api/get-states';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { brand } from '@shared/brand';
import type { StateInfo } from '@shared/contracts/states';
import type { ReactNode } from 'react';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border border-amber-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold text-green-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function WebsiteLink({ website, name }: { website: NonNullable<DisclaimerFacts['website']>; name: string }) {
  return (
    <a
      href={website.href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${textLinkClass} wrap-anywhere`}
    >
      {website.label}
      <ExternalLink className="ml-1 inline h-4 w-4 align-[-2px]" aria-hidden />
      <span className="sr-only"> ({name} website, opens in a new tab)</span>
    </a>
  );
}

function DoDontList({ kind, items }: { kind: 'do' | 'dont'; items: ReactNode[] }) {
  const isDo = kind === 'do';
  const headingId = `disclaimers-${kind}`;
  const Icon = isDo ? Check : X;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border p-5 ${isDo ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
    >
      <h2 id={headingId} className={`text-xl font-bold ${isDo ? 'text-green-950' : 'text-red-900'}`}>
        {isDo ? 'Do' : "Don't"}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed lists of text, so the position is a stable key
          <li key={i} className="flex gap-2">
            <Icon
              className={`mt-1 h-4 w-4 shrink-0 ${isDo ? 'text-green-800' : 'text-red-700'}`}
              aria-hidden
              strokeWidth={3}
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DisclaimersContent({ facts }: { facts: DisclaimerFacts }) {
  const { stateName, regulator, regulatorTitle, regulatorShort, hours, website } = facts;
  const courseText = stateName
    ? `the pre-licensing course ${stateName} requires (${hours} hours by our data)`
    : `the pre-licensing course your state requires (often ${hours} hours, more in some states)`;
  return (
    <>
      <Card tone="note" className="flex gap-3" role="note" aria-label="Check state figures">
        <Info className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" aria-hidden />
        <div className="space-y-2">
          <p className="font-semibold text-green-950">State figures come from our data.</p>
          <p>
            Every state detail in {brand.name} (the regulator, its website, education hours, exam provider,
            passing score and exam length) comes from our own table of the 50 states. Rules, hours and fees
            change, and our table can lag behind. Confirm every figure with {regulator} before you rely on it.
          </p>
        </div>
      </Card>

      {!stateName && (
        <p className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-950">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-green-800" aria-hidden />
          <span>
            Choose your state with the selector at the top of the page to see its regulator, website and
            education hours here.
          </span>
        </p>
      )}

      <Section id="disclaimers-sources" title="Where our information comes from">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>National content.</strong> Our stories, practice questions, flashcards and glossary cover
            the national portion of the salesperson exam. We write them ourselves, guided by the national
            content outlines published by the exam vendors Pearson VUE and PSI. They are not real exam
            questions.
          </li>
          <li>
            <strong>State details.</strong>{' '}
            {stateName
              ? `What we show for ${stateName}, including ${regulator}, its website and the ${hours}-hour pre-licensing figure,`
              : 'What we show for each state, including its regulator, website and pre-licensing hours,'}{' '}
            comes from a table we compiled from public sources. We review it, but we are not the state.
          </li>
          <li>
            <strong>Your progress.</strong> Scores, streaks and the readiness estimate are worked out from
            your own answers in this app.
          </li>
        </ul>
      </Section>

      <Section id="disclaimers-limits" title="Limits of accuracy">
        <ul className="list-disc space-y-2 pl-6">
          <li>Licensing laws, required hours and exam outlines change. Our data may be out of date.</li>
          <li>
            We teach the national principles. The state portion of {facts.examPhrase} tests state law that
            your pre-licensing course covers and we do not cover in depth.
          </li>
          <li>
            The readiness estimate is a statistical guess from your practice answers, not a prediction of your
            real score. A good score here is a good sign, not a guarantee.
          </li>
          <li>
            Stories simplify real situations to teach one rule at a time. Nothing here is legal, tax or
            financial advice.
          </li>
        </ul>
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <DoDontList
          kind="do"
          items={[
            <>Complete {courseText} at a school the state approves.</>,
            website ? (
              <>
                Check current requirements on the official website:{' '}
                <WebsiteLink website={website} name={regulatorShort} />.
              </>
            ) : (
              <>Check current requirements on your state regulator's official website.</>
            ),
            <>
              Read the candidate handbook from the company that runs {facts.examPhrase} before you book it: it
              sets out the content outline, ID rules and scoring.
            </>,
            <>Use {brand.name} for repetition: short daily rounds between your classes.</>,
            <>Ask your instructor when a state rule seems to differ from a national principle.</>,
          ]}
        />
        <DoDontList
          kind="dont"
          items={[
            <>Treat {brand.name} as a replacement for your required pre-licensing course.</>,
            <>
              Rely on our state figures for an application, deadline or fee without confirming them with{' '}
              {regulatorShort}.
            </>,
            <>Use our stories or explanations as legal advice for a real transaction.</>,
            <>Expect the exam to word its questions the way we word ours.</>,
            <>Take a good practice score as a guarantee that you will pass.</>,
          ]}
        />
      </div>

      <Section id="disclaimers-resources" title="Official resources">
        <ul className="space-y-3">
          <li>
            {stateName ? (
              <>
                <p className="font-semibold text-green-950">{regulatorTitle}</p>
                <p className="text-stone-700">
                  {stateName}'s real-estate regulator: license requirements, approved schools, applications
                  and license law.
                </p>
                {website && (
                  <p>
                    <WebsiteLink website={website} name={regulatorShort} />
                  </p>
                )}
              </>
            ) : (
              <>
                <p className="font-semibold text-green-950">Your state's real-estate regulator</p>
                <p className="text-stone-700">
                  The commission, board or department that licenses salespeople in your state: license
                  requirements, approved schools, applications and license law.
                </p>
              </>
            )}
          </li>
          <li>
            <p className="font-semibold text-green-950">Your exam provider's candidate handbook</p>
            <p className="text-stone-700">
              How to schedule, what to bring, the content outline and how the exam is scored. Your regulator's
              website names the provider.
            </p>
          </li>
          <li>
            <p className="font-semibold text-green-950">Your pre-licensing school</p>
            <p className="text-stone-700">
              Your instructor is the authority on your state's law section and the course you must complete.
            </p>
          </li>
        </ul>
      </Section>
    </>
  );
}

/**
 * The Disclaimers page (spec section 2): data sources, accuracy limits, do and don't lists and official
 * resources, personalised with the selected state, or generic (with the default '60-90' hours) without one.
 */
export function DisclaimersPage() {
  const { stateCode } = useSelectedState();
  const states = useStates();
  const state: StateInfo | null = stateCode ? (states.data?.find((s) => s.id === stateCode) ?? null) : null;
  const isWaitingForState = Boolean(stateCode) && states.isPending;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-green-950">State Disclaimers</h1>
        <p className="mt-1 text-stone-700">
          What to keep in mind while you study for{' '}
          {state ? `the ${state.name} salesperson exam` : "your state's salesperson exam"}. {brand.name} is a
          study supplement: it does not replace the pre-licensing course your state requires.
        </p>
      </header>
      {isWaitingForState ? (
        <LoadingState label="Loading your state's details…" />
      ) : (
        <>
          {stateCode && states.isError && (
            <ErrorState
              title="We could not load your state's details, so this page uses general wording."
              error={states.error}
              onRetry={() => states.refetch()}
              isRetrying={states.isFetching}
            />
          )}
          <DisclaimersContent facts={disclaimerFacts(state)} />
        </>
      )}
      <BackLinks />
    </div>
  );
}
