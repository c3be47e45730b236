import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useCompleteOnboarding } from '@client/lib/api/complete-onboarding';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { useEffect, useRef } from 'react';

export function Component() {
  // Reading this page is the guided track's first step ("Welcome and getting started").
  const { data: user } = useUser();
  const complete = useCompleteOnboarding();
  const sent = useRef(false);
  useEffect(() => {
    if (user && !sent.current) {
      sent.current = true;
      complete.mutate();
    }
  }, [user, complete]);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold text-green-950">Getting Started</h1>
      <Card className="space-y-3">
        <p>
          Homestead Prep teaches the national part of the real-estate salesperson exam through family stories,
          then checks what stuck with short quizzes. It is a study supplement: it does not replace the
          pre-licensing course your state requires.
        </p>
        <ol className="list-decimal space-y-1 pl-6 text-stone-800">
          <li>Choose your state at the top of the page so stories and exam details fit you.</li>
          <li>Read a family story in Study Materials.</li>
          <li>Take a five-question Quick Hits round to lock it in.</li>
        </ol>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/study" className={buttonClasses('primary', 'lg')}>
          Start Learning
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary', 'lg')}>
          Take Quiz
        </Link>
        <Link to="/subscribe" className={buttonClasses('outline', 'lg')}>
          Upgrade Premium
        </Link>
        <Link to="/dashboard" className={buttonClasses('ghost', 'lg')}>
          Back
        </Link>
      </div>
    </div>
  );
}
