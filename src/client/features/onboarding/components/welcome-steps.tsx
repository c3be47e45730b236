import { GuideAvatar } from '@client/components/guide-avatar';
import { Badge } from '@client/components/ui/badge';
import { TextLink } from '@client/components/ui/text-link';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { useStates } from '@client/lib/api/get-states';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { brand } from '@shared/brand';
import { DEFAULT_EDUCATION_HOURS, PREVIEW_LIMIT, QUICK_ROUND_SIZE } from '@shared/domain/limits';
import type { ComponentType, ReactNode } from 'react';

export type WelcomeStep = { id: string; title: string; Body: ComponentType };

function TierBadge({ premium }: { premium: boolean }) {
  return premium ? <Badge tone="amber">Premium</Badge> : <Badge>Free</Badge>;
}

/** A short list of named items, each with a Free/Premium label and a line of explanation. */
function LabelledList({ items }: { items: { name: string; premium?: boolean; text: ReactNode }[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.name} className="rounded-xl border border-amber-200 bg-amber-50/60 p-3">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-green-950">
            {item.name}
            {item.premium !== undefined && <TierBadge premium={item.premium} />}
          </p>
          <p className="mt-1 text-stone-800">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The selected state, once the state list has loaded; null when none is chosen. */
function useChosenState() {
  const { stateCode } = useSelectedState();
  const { data: states } = useStates();
  return stateCode ? (states?.find((s) => s.id === stateCode) ?? null) : null;
}

function WelcomeBody() {
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <GuideAvatar size="md" />
        <p className="rounded-2xl rounded-tl-none bg-amber-100 p-3 text-stone-900">
          Hello, I'm {brand.guide.name}. I sold houses for years, then spent {brand.guide.yearsTeaching} more
          teaching pre-licensing classes. This guide takes about five minutes and shows you how {brand.name}{' '}
          works, so your study time goes into learning instead of hunting for buttons.
        </p>
      </div>
      <p>
        {brand.name} prepares you for the national portion of the real-estate salesperson licensing exam. You
        learn each rule inside a family's story, then check what stuck with short quizzes.
      </p>
      <p>
        The goal is what I call <strong>drive-by knowledge</strong>: meet each idea often enough, in enough
        real situations, that it feels familiar on exam day. Fifteen minutes a day does more than a weekend of
        cramming.
      </p>
    </div>
  );
}

function UniversalBody() {
  const state = useChosenState();
  return (
    <div className="space-y-3">
      <p>
        In most states the salesperson exam has two parts: a national portion on principles that apply
        everywhere, and a state portion on that state's own license law. {brand.name} teaches the national
        part, which is the larger share of most exams, in four content areas:
      </p>
      <LabelledList
        items={[
          {
            name: 'Property Principles & Ownership',
            premium: false,
            text: 'Land and what counts as real property, fixtures, estates, how title is held and transferred.',
          },
          {
            name: 'Contracts & Agency',
            premium: false,
            text: 'Offers and counteroffers, contingencies, listing agreements and the duties an agent owes.',
          },
          {
            name: 'Financing & Economics',
            premium: true,
            text: 'Loan types, points, debt-to-income ratios, appraisal and the investment math.',
          },
          {
            name: 'Real Estate Law & Ethics',
            premium: true,
            text: 'Fair housing, disclosures, landlord and tenant, environmental issues and ethical practice.',
          },
        ]}
      />
      <p>
        Your state's own rules come from your pre-licensing course.{' '}
        {state
          ? `You have chosen ${state.name}, so stories mention ${state.name} and the ${state.regulatoryAbbreviation}, and the Exam Simulator uses its exam length.`
          : 'Choose your state in the selector at the top of the page: stories then use its name and regulator, and the Exam Simulator uses its exam length.'}
      </p>
    </div>
  );
}

function StudyBody() {
  return (
    <div className="space-y-3">
      <p>
        Every lesson is a story about a family facing a real decision: siblings splitting a lake cabin, a
        couple selling one house while buying another, buyers whose appraisal comes in low. I walk you through
        the rule that decides how it turns out, with the numbers worked where money is involved.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          Each story ends with <strong>What the exam asks</strong>: the points a test writer would pick.
        </li>
        <li>
          <TextLink to="/study">Study Materials</TextLink> has a section per content area, each with a story,
          practice questions and flashcards.
        </li>
        <li>The section pages hold the full set of stories, one at a time, plus a tips panel.</li>
        <li>Reading a story to the end ticks off its step on your dashboard's guided track.</li>
      </ul>
    </div>
  );
}

function QuizBody() {
  return (
    <div className="space-y-3">
      <p>Four quiz modes, each for a different moment in your studies:</p>
      <LabelledList
        items={[
          {
            name: 'Quick Hits',
            premium: false,
            text: `Rounds of ${QUICK_ROUND_SIZE} questions from the areas open to you. Good for a coffee break.`,
          },
          {
            name: 'Smart Review',
            premium: true,
            text: 'Spaced repetition: each question comes back just before you would forget it.',
          },
          {
            name: 'Challenge Mode',
            premium: true,
            text: 'A round built from the topics where your answers show you are weakest.',
          },
          {
            name: 'Exam Simulator',
            premium: true,
            text: "A timed mock exam with your state's question count and time limit.",
          },
        ]}
      />
      <p>
        Free learners share a {PREVIEW_LIMIT}-question preview of the three premium modes. After each answer
        you see the explanation and a memory hint, then say how familiar the topic felt. Your answer and that
        rating decide when the question comes back.
      </p>
    </div>
  );
}

function ToolkitBody() {
  const { data: config } = useAppConfig();
  const terms = config?.counts.glossaryTerms ?? 0;
  const cards = config?.counts.flashcards ?? 0;
  return (
    <div className="space-y-3">
      <p>Three free tools for the facts the exam expects you to know cold:</p>
      <LabelledList
        items={[
          {
            name: 'Flashcards',
            text: (
              <>
                {cards > 0 ? `${cards.toLocaleString('en-US')} cards` : 'Cards'} by content area. Flip, peek
                at a hint, rate how well you knew it, and the card comes back on schedule.{' '}
                <TextLink to="/flashcards">Open Flashcards</TextLink>
              </>
            ),
          },
          {
            name: 'Glossary',
            text: (
              <>
                {terms > 0 ? `${terms.toLocaleString('en-US')} terms` : 'Key terms'} you can search by word or
                definition and filter by area, with examples and related terms.{' '}
                <TextLink to="/glossary">Open the Glossary</TextLink>
              </>
            ),
          },
          {
            name: 'Real-estate math',
            text: (
              <>
                Conversion tables (43,560 square feet to the acre), the essential formulas, and worked
                examples for commissions, prorations, loans, taxes and investments.{' '}
                <TextLink to="/math">Open Math</TextLink>
              </>
            ),
          },
        ]}
      />
      <p>The state selector at the top of every page changes which state the app studies for.</p>
    </div>
  );
}

function DisclaimersBody() {
  const state = useChosenState();
  return (
    <div className="space-y-3">
      <p>Please read this part carefully.</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>{brand.name} is a supplement.</strong> It does not replace the pre-licensing course your
          state requires
          {state
            ? ` (${state.preEducationHours} hours in ${state.name}, by our data).`
            : `, which in many states runs ${DEFAULT_EDUCATION_HOURS} hours.`}
        </li>
        <li>
          State figures (hours, exam provider, passing score) come from our own data. Confirm them with{' '}
          {state ? `the ${state.regulatoryBody}` : "your state's real-estate regulator"} before you rely on
          them.
        </li>
        <li>
          We write our own practice questions; they are not taken from the real exam. A good score here is a
          good sign, not a guarantee.
        </li>
      </ul>
      <p>
        <TextLink to="/disclaimers">Read the full disclaimers</TextLink>
      </p>
    </div>
  );
}

function GetStartedBody() {
  return (
    <div className="space-y-3">
      <p>A good first session takes about twenty minutes:</p>
      <ol className="list-decimal space-y-1 pl-6">
        <li>Choose your state in the selector at the top of the page.</li>
        <li>
          Read your first family story in{' '}
          <TextLink to="/study/property-principles">Property Principles</TextLink>.
        </li>
        <li>
          Take a <TextLink to="/quiz?mode=quick">Quick Hits</TextLink> round to see what stuck.
        </li>
        <li>Come back tomorrow: your streak grows with every day you answer a question.</li>
      </ol>
      <p>
        Your dashboard's guided track lays out ten steps from here to a full practice exam. Completing this
        guide ticks off the first one.
      </p>
    </div>
  );
}

/** The seven steps of the Welcome guide (spec section 2), in order. */
export const welcomeSteps: readonly WelcomeStep[] = [
  { id: 'welcome', title: `Welcome to ${brand.name}`, Body: WelcomeBody },
  { id: 'universal', title: 'Universal content first', Body: UniversalBody },
  { id: 'study', title: 'Study materials: family stories', Body: StudyBody },
  { id: 'quiz', title: 'The quiz system', Body: QuizBody },
  { id: 'toolkit', title: 'Your learning toolkit', Body: ToolkitBody },
  { id: 'disclaimers', title: 'What this app is, and is not', Body: DisclaimersBody },
  { id: 'get-started', title: 'Get started', Body: GetStartedBody },
];
