import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckList } from '@client/components/ui/check-list';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { plans } from '@shared/domain/plans';

const included = [
  'Smart Review, Challenge Mode and the full Exam Simulator',
  'All four study areas with every family story',
  'The Questions Database with answer keys and reasons',
  'Progress charts, custom quizzes and your exam-date plan',
];

/** The two plans side by side; choosing one continues to /subscribe with it preselected. */
export function Component() {
  const { data: user } = useUser();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="text-center">
        <h1 className="text-3xl font-bold text-green-950">Choose your plan</h1>
        <p className="mt-1 text-stone-700">
          Quick Hits, two study sections, flashcards and the glossary stay free. Premium opens everything.
        </p>
      </header>
      {user?.isPremium && (
        <Card role="status" tone="success" className="text-center">
          <p className="font-semibold text-green-950">You already have Premium.</p>
          <Link to="/app" className={buttonClasses('primary', 'sm', 'mt-2')}>
            Open the app
          </Link>
        </Card>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {plans.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full flex-col text-center">
              <h2 className="text-xl font-semibold text-green-950">{p.name}</h2>
              <p className="mt-2 text-4xl font-extrabold text-green-900">{p.priceLabel}</p>
              <p className="text-stone-700">{p.cadence}</p>
              <CheckList items={included} className="mt-4 flex-1 text-left" />
              <Link to={`/subscribe?plan=${p.id}`} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
                Choose {p.name}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-stone-700">
        Lifetime is one payment. Monthly renews each month until you cancel.
      </p>
    </div>
  );
}
