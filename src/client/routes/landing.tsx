import { GuideAvatar } from '@client/components/guide-avatar';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { BookOpen, Brain, Layers, Timer } from '@client/components/ui/icons';
import { TextLink } from '@client/components/ui/text-link';
import { AppearanceButton } from '@client/features/appearance/components/appearance-button';
import { Testimonials } from '@client/features/feedback/components/testimonials';
import { StatsCountUp } from '@client/features/landing/components/stats-count-up';
import { LazyOnboardingTour } from '@client/features/onboarding/components/lazy-onboarding-tour';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { brand, guideRoute } from '@shared/brand';
import { plans } from '@shared/domain/plans';

const features = [
  {
    icon: BookOpen,
    title: 'Learn by family stories',
    text: 'Every rule arrives inside a real decision a family has to make.',
  },
  {
    icon: Brain,
    title: 'A quiz that adapts',
    text: 'Spaced repetition brings each idea back just before you would forget it.',
  },
  {
    icon: Timer,
    title: 'Your state’s exam, simulated',
    text: 'Question count and time limit matched to your state.',
  },
  {
    icon: Layers,
    title: 'Flashcards, glossary, math',
    text: 'Quick tools for the terms and formulas the exam loves.',
  },
];

/**
 * The spec's educator biography, told honestly: Aunt Rita is a character we wrote, not a real
 * broker, and the page says so in plain words. Her backstory (brand.guide) is her voice, not a credential.
 */
function GuideBiography() {
  const { guide } = brand;
  return (
    <section aria-labelledby="guide-bio" className="mx-auto max-w-4xl px-4 pb-12">
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <GuideAvatar size="xl" />
        <div className="min-w-0 space-y-3">
          <h2 id="guide-bio" className="text-2xl font-bold text-green-950">
            Meet {guide.name}, your guide
          </h2>
          <p className="text-stone-800">
            {guide.name} is a character we created to walk you through the material, not a real person. We
            wrote her as a retired broker-educator with {guide.yearsTeaching}+ years of teaching licensing
            classes, because that is the voice we wanted beside you: patient, practical, and never short of a
            family story that makes a rule stick.
          </p>
          <p className="text-stone-800">
            She holds no license and signs nothing. What she teaches is our own content, written for the
            national portion of the salesperson exam. When we get something wrong, we fix it in the open on
            the <TextLink to="/corrections">corrections page</TextLink>.
          </p>
          <p>
            <TextLink to={guideRoute}>More about {guide.shortName} and how she teaches</TextLink>
          </p>
        </div>
      </Card>
    </section>
  );
}

export function Component() {
  const { data: config, isPending: isConfigPending } = useAppConfig();
  const { data: user } = useUser();
  // Someone signed in to an account (free or Premium) is sent on, not offered a start or a sign-in.
  const isSignedIn = Boolean(user && !user.isGuest);
  const counts = config?.counts;
  const stats = counts
    ? [
        { value: counts.questions, label: 'practice questions' },
        { value: counts.glossaryTerms, label: 'glossary terms' },
        { value: counts.stories, label: 'family stories' },
        { value: counts.states, label: 'states covered' },
      ].filter((s) => s.value > 0)
    : [];
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white">
      <div className="mx-auto flex max-w-5xl justify-end px-4 pt-3">
        <AppearanceButton />
      </div>
      <section className="mx-auto max-w-5xl px-4 pb-14 pt-4 text-center">
        <img src="/favicon.svg" alt="" width={72} height={72} className="mx-auto h-18 w-18" />
        <h1 className="mt-4 text-4xl font-extrabold text-green-950 sm:text-5xl">{brand.name}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-xl text-stone-800">{brand.tagline}</p>
        {/* One string, one text node: the same node as the HTML's (decision 18), so the app's first render
            changes nothing in the screen's largest paint. */}
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">
          {`Study for the real-estate salesperson licensing exam with ${brand.guide.name}, our guide. A study supplement: it does not replace your state's required pre-licensing course.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {isSignedIn ? (
            <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <LazyOnboardingTour trigger={<Button size="lg">Start studying free</Button>} />
              <Link to="/sign-in" className={buttonClasses('outline', 'lg')}>
                Sign in
              </Link>
            </>
          )}
        </div>
      </section>
      {isConfigPending && (
        // The counts' room, held while they load, so the sections below do not jump when they arrive.
        <div aria-hidden className="invisible mx-auto max-w-4xl px-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {['questions', 'terms', 'concepts', 'states'].map((k) => (
              <Card key={k} className="text-center">
                <p className="text-3xl font-extrabold">0</p>
                <p className="text-sm">{k}</p>
              </Card>
            ))}
          </div>
        </div>
      )}
      {stats.length > 0 && (
        <section aria-label="What is inside" className="mx-auto max-w-4xl px-4">
          <StatsCountUp stats={stats} />
        </section>
      )}
      <section aria-labelledby="features" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="features" className="text-center text-2xl font-bold text-green-950">
          How you will study
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f.title}>
              <Card className="flex h-full gap-3">
                <f.icon className="h-7 w-7 shrink-0 text-green-800" aria-hidden />
                <div>
                  <h3 className="font-semibold text-green-950">{f.title}</h3>
                  <p className="text-stone-700">{f.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <GuideBiography />
      <Testimonials />
      <section aria-labelledby="pricing" className="mx-auto max-w-4xl px-4 pb-14">
        <h2 id="pricing" className="text-center text-2xl font-bold text-green-950">
          Premium, two ways
        </h2>
        <p className="mt-1 text-center text-stone-700">
          Quick Hits, two study sections and the glossary are free. Premium opens everything.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {plans.map((p) => (
            <li key={p.id}>
              <Card className="h-full text-center">
                <h3 className="text-lg font-semibold text-green-950">{p.name}</h3>
                <p className="mt-2 text-4xl font-extrabold text-green-900">{p.priceLabel}</p>
                <p className="text-stone-700">{p.cadence}</p>
                <Link
                  to={`/subscribe?plan=${p.id}`}
                  className={buttonClasses('primary', 'md', 'mt-4 w-full')}
                >
                  Choose {p.name}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <footer className="border-t border-amber-200 bg-amber-50 px-4 py-6 text-center text-sm text-stone-700">
        <p>
          © {new Date().getFullYear()} {brand.name}. Questions or ideas? Write to{' '}
          <a
            className="font-semibold text-green-800 underline"
            href={`mailto:${config?.feedbackEmail ?? brand.defaultFeedbackEmail}`}
          >
            {config?.feedbackEmail ?? brand.defaultFeedbackEmail}
          </a>
          .
        </p>
      </footer>
    </div>
  );
}
