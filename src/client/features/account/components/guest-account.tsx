import { buttonClasses } from '@client/components/ui/button';
import { Link } from '@client/lib/router';
import type { AccountResponse } from '@shared/contracts/account';
import { Section } from './section';

/** A guest's account page: what they have done so far, which signing up keeps on every device. */
export function GuestAccount({ account }: { account: AccountResponse }) {
  const t = account.totals;
  const kept = [
    { label: 'Points', value: t.totalPoints },
    { label: 'Level', value: t.level },
    { label: 'Questions answered', value: t.answers },
    { label: 'Stories read', value: t.storiesRead },
    { label: 'Flashcard reviews', value: t.flashcardReviews },
    { label: 'Practice exams', value: t.examAttempts },
  ];
  return (
    <Section
      id="account-guest"
      title="You're studying as a guest"
      intro="Your progress lives only in this browser. Create a free account to keep it on every device and get it back if this browser's data is cleared."
    >
      <div>
        <h3 className="font-semibold text-stone-800">What you would keep</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {kept.map((k) => (
            <div key={k.label} className="rounded-xl bg-amber-50 p-3">
              <dd className="text-2xl font-bold text-green-950">{k.value}</dd>
              <dt className="text-sm text-stone-700">{k.label}</dt>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/sign-up?next=/account" className={buttonClasses('primary', 'sm')}>
          Create a free account
        </Link>
        <Link to="/sign-in?next=/account" className={buttonClasses('outline', 'sm')}>
          Sign in
        </Link>
      </div>
    </Section>
  );
}
