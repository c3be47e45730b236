import { BackLinks } from '@client/components/back-links';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { MapPin } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { textLinkClass } from '@client/components/ui/text-link';
import { useSupplement } from '@client/features/study/api/get-supplement';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link } from '@client/lib/router';
import type { StateSupplementResponse } from '@shared/contracts/states';
import { StoryBody } from './story-body';

function Glance({ s }: { s: StateSupplementResponse }) {
  const g = s.glance;
  return (
    <Card>
      <h2 className="text-xl font-bold text-green-950">{s.stateName} at a glance</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-700">Regulator</dt>
          <dd className="font-semibold">
            <a href={g.regulator.website} className={textLinkClass} rel="noreferrer" target="_blank">
              {g.regulator.name} ({g.regulator.abbreviation})
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Education</dt>
          <dd className="font-semibold">
            {g.education.preLicenseHours} hours before the exam
            {g.education.postLicenseHours ? `, ${g.education.postLicenseHours} after` : ''};{' '}
            {g.education.ceHours} hours of CE every {g.education.renewalYears}{' '}
            {g.education.renewalYears === 1 ? 'year' : 'years'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-stone-700">Exam</dt>
          <dd>
            <span className="font-semibold">{g.exam.vendor}:</span> {g.exam.portions}
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 font-semibold text-green-950">The path to a license</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {g.licensePath.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h3 className="mt-5 font-semibold text-green-950">Forms to know by name</h3>
      <ul className="mt-2 space-y-2">
        {g.keyForms.map((f) => (
          <li key={f.name}>
            <span className="font-semibold">{f.name}</span>: {f.use}
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-green-950">Ten rules to know</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {g.topRules.map((r) => (
          <li key={r.rule}>
            {r.rule} <span className="text-sm text-stone-600">({r.citation})</span>
          </li>
        ))}
      </ol>
      {g.unconfirmed.length > 0 && (
        <details className="mt-4 text-sm text-stone-700">
          <summary className="cursor-pointer font-semibold text-green-900">
            Not yet confirmed from official text
          </summary>
          <ul className="mt-2 list-disc pl-5">
            {g.unconfirmed.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </details>
      )}
      <details className="mt-2 text-sm text-stone-700">
        <summary className="cursor-pointer font-semibold text-green-900">Sources read</summary>
        <ul className="mt-2 list-disc pl-5">
          {g.sources.map((src) => (
            <li key={src.url}>
              <a href={src.url} className="underline" rel="noreferrer" target="_blank">
                {src.url}
              </a>{' '}
              ({src.version})
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/** /study/state: the selected state's supplement, a story and a one-page summary of its state law. */
export function StateSupplementPage() {
  const { stateCode } = useSelectedState();
  const supplement = useSupplement(stateCode);
  if (!stateCode)
    return (
      <Card className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold text-green-950">Your state's supplement</h1>
        <p className="mt-2">
          Choose your state with the selector at the top of the page to see its supplement.
        </p>
      </Card>
    );
  return (
    <QueryView
      query={supplement}
      loadingLabel="Loading your state's supplement…"
      errorTitle="We could not load the supplement."
    >
      {(s) =>
        s ? (
          <div className="space-y-6">
            <header>
              <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-amber-800">
                <MapPin className="h-4 w-4" aria-hidden /> State supplement
              </p>
              <h1 className="text-3xl font-bold text-green-950">
                {s.story?.title ?? `${s.stateName} state law`}
              </h1>
              <p className="mt-1 text-stone-700">
                What the {s.stateName} state portion tests, told by Aunt Rita. {s.stateItems} cited{' '}
                {s.stateName} questions come up in your practice and in the Exam Simulator's state portion.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to="/quiz?mode=weak_areas&topic=state-law" className={buttonClasses('primary')}>
                  Practise {s.stateName} law
                </Link>
                <Link to="/exam" className={buttonClasses('outline')}>
                  Exam Simulator
                </Link>
              </div>
            </header>
            {s.story && (
              <Card>
                <h2 className="text-xl font-bold text-green-950">Aunt Rita's {s.stateName} story</h2>
                <p className="mb-3 text-sm text-stone-600">{s.story.readTime} minute read</p>
                <StoryBody body={s.story.body} />
              </Card>
            )}
            <Glance s={s} />
            <BackLinks />
          </div>
        ) : (
          <Card className="mx-auto max-w-xl">
            <h1 className="text-2xl font-bold text-green-950">No supplement for this state yet</h1>
            <p className="mt-2">
              We have written state-law supplements for the fifteen largest exam states so far. Your national
              study materials still apply in full.
            </p>
          </Card>
        )
      }
    </QueryView>
  );
}

/** On /study: a link to the state's supplement when the selected state has one. */
export function SupplementLink() {
  const { stateCode } = useSelectedState();
  const supplement = useSupplement(stateCode);
  const s = supplement.data;
  if (!s) return null;
  return (
    <Link
      to="/study/state"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-green-800"
    >
      <MapPin className="mt-1 h-5 w-5 shrink-0 text-green-800" aria-hidden />
      <span>
        <span className="block font-semibold text-green-950">{s.stateName} state supplement</span>
        <span className="block text-sm text-stone-700">
          {s.story?.title ? `${s.story.title}: ` : ''}the state law on your exam's state portion, with{' '}
          {s.stateItems} cited questions.
        </span>
      </span>
    </Link>
  );
}
