import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';

/** Shown by a screen whose issue is not done yet: never a blank page. */
export function BeingBuilt({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-4 text-2xl font-bold text-green-950">{title}</h1>
      <Card className="flex items-start gap-4">
        <Construction className="mt-1 h-8 w-8 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p className="font-semibold">This section is being built</p>
          <p className="mt-1 text-stone-700">
            Aunt Rita is still putting this part together. The rest of the app is ready for you.
          </p>
          <Link to="/dashboard" className={buttonClasses('outline', 'sm', 'mt-4')}>
            Back to Dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
