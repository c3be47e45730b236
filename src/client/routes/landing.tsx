import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LazyOnboardingTour } from '@client/features/onboarding/components/lazy-onboarding-tour';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { useUser } from '@client/lib/api/get-user';
import { brand } from '@shared/brand';
import { plans } from '@shared/domain/plans';
import { BookOpen, Brain, Layers, Timer } from 'lucide-react';
import { Link } from 'react-router';

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
        { value: counts.concepts, label: 'core concepts' },
        { value: counts.states, label: 'states' },
      ].filter((s) => s.value > 0)
    : [];
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white">
      <section className="mx-auto max-w-5xl px-4 py-14 text-center">
        <img src="/favicon.svg" alt="" width={72} height={72} className="mx-auto h-18 w-18" />
        <h1 className="mt-4 text-4xl font-extrabold text-green-950 sm:text-5xl">{brand.name}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-xl text-stone-800">{brand.tagline}</p>
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">
          Study for the real-estate salesperson licensing exam with {brand.guide.name}, a retired
          broker-educator. A study supplement: it does not replace your state's required pre-licensing course.
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
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((s) => (
              <Card key={s.label} className="text-center">
                <dd className="text-3xl font-extrabold text-green-900">{s.value.toLocaleString('en-US')}</dd>
                <dt className="text-sm text-stone-700">{s.label}</dt>
              </Card>
            ))}
          </dl>
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
