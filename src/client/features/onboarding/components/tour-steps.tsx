import { GuideAvatar } from '@client/components/guide-avatar';
import { buttonClasses } from '@client/components/ui/button';
import { Check } from '@client/components/ui/icons';
import { TextLink } from '@client/components/ui/text-link';
import { Link } from '@client/lib/router';
import { brand } from '@shared/brand';
import { PREVIEW_LIMIT, QUICK_ROUND_SIZE } from '@shared/domain/limits';
import { plans } from '@shared/domain/plans';
import type { ComponentType } from 'react';

export type TourStep = { id: string; title: string; lead: string; Body: ComponentType };

function Ticks({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-1 h-4 w-4 shrink-0 text-green-800" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function WelcomeBody() {
  return (
    <div className="flex items-start gap-3">
      <GuideAvatar size="md" />
      <p className="rounded-2xl rounded-tl-none bg-amber-100 p-3">
        I'm {brand.guide.name}, a retired broker who taught pre-licensing classes for{' '}
        {brand.guide.yearsTeaching}+ years. {brand.name} gets you ready for the national portion of the
        real-estate salesperson exam with family stories, short quizzes and a few handy tools.
      </p>
    </div>
  );
}

function TwoWaysBody() {
  const prices = plans.map((p) => `${p.name}, ${p.priceLabel} (${p.cadence})`).join(', or ');
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-amber-200 p-3">
          <h3 className="font-semibold text-green-950">Free</h3>
          <div className="mt-2 text-sm">
            <Ticks
              items={[
                'Property and Contracts stories',
                'Quick Hits quizzes',
                'Flashcards, glossary and math',
                `A ${PREVIEW_LIMIT}-question preview of the premium quizzes`,
              ]}
            />
          </div>
        </div>
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3">
          <h3 className="font-semibold text-green-950">Premium</h3>
          <div className="mt-2 text-sm">
            <Ticks
              items={[
                'Everything in Free',
                'Financing and Law & Ethics stories',
                'Smart Review and Challenge Mode',
                "Exam Simulator timed to your state's exam",
              ]}
            />
          </div>
        </div>
      </div>
      <p className="text-sm text-stone-700">Two Premium plans: {prices}.</p>
      <Link to="/subscribe" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
        See Premium plans
      </Link>
    </div>
  );
}

function StudyAndQuizBody() {
  return (
    <Ticks
      items={[
        'Study Materials: a family story for every big idea in four content areas, each ending with what the exam asks.',
        `Quick Hits (free): rounds of ${QUICK_ROUND_SIZE} questions. Smart Review, Challenge Mode and the Exam Simulator (premium) adapt to you.`,
        'After each answer you see why, and say how familiar it felt; that decides when the question returns.',
        'Flashcards, a searchable glossary and a math reference for the facts to know cold.',
      ]}
    />
  );
}

function ImportantBody() {
  return (
    <div className="space-y-3">
      <Ticks
        items={[
          `${brand.name} is a study supplement. It does not replace the pre-licensing course your state requires.`,
          "State figures (hours, exam provider, passing score) come from our own data: confirm them with your state's real-estate regulator.",
          'Our practice questions are our own, not copies of exam questions.',
        ]}
      />
      <p className="text-sm">
        <TextLink to="/disclaimers">Read the full disclaimers</TextLink>
      </p>
    </div>
  );
}

function GetStartedBody() {
  return (
    <div className="space-y-3">
      <p>
        Press Start to open your dashboard. You can study as a guest right away, with no account; sign up any
        time and your progress comes with you.
      </p>
      <p>Then choose your state at the top of the page and read your first story.</p>
    </div>
  );
}

/** The five steps of the onboarding tour (spec section 2), in order. */
export const tourSteps: readonly TourStep[] = [
  {
    id: 'welcome',
    title: `Welcome to ${brand.name}`,
    lead: 'A quick tour in five steps.',
    Body: WelcomeBody,
  },
  {
    id: 'two-ways',
    title: 'Two ways to learn',
    lead: 'Start free today, or open everything with Premium.',
    Body: TwoWaysBody,
  },
  {
    id: 'study-quiz',
    title: 'Study materials and quiz system',
    lead: 'Read a story, then check what stuck.',
    Body: StudyAndQuizBody,
  },
  {
    id: 'important',
    title: 'Important information',
    lead: 'What this app is, and what it is not.',
    Body: ImportantBody,
  },
  { id: 'get-started', title: 'Get started', lead: 'Your dashboard is next.', Body: GetStartedBody },
];
