import { useCompleteOnboarding } from '@client/lib/api/complete-onboarding';
import { useCreateGuest, userQueryOptions } from '@client/lib/api/get-user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

const onboardingFailure = 'Database update unavailable, completing locally';

/**
 * Finishing the welcome guide or the tour: POST /api/user/onboarding-complete, which completes the
 * guided track's first step. It never throws: a failure is logged by the mutation ('Database update
 * unavailable, completing locally') and the caller completes locally all the same.
 *
 * `ensureGuest` is for screens where no guest session is started automatically (the landing page):
 * a visitor with no session becomes a guest first, as they would on opening any app screen, so the
 * step is recorded for them instead of failing with 401.
 */
export function useFinishOnboarding({ ensureGuest = false }: { ensureGuest?: boolean } = {}) {
  const qc = useQueryClient();
  const complete = useCompleteOnboarding();
  const createGuest = useCreateGuest();
  const [isFinishing, setIsFinishing] = useState(false);

  const finish = useCallback(async (): Promise<boolean> => {
    setIsFinishing(true);
    try {
      if (ensureGuest) {
        const user = await qc.fetchQuery(userQueryOptions()).catch((err: unknown) => {
          console.error(onboardingFailure, err);
          throw err;
        });
        // useCreateGuest logs its own failure; without a session the POST could only fail.
        if (user === null) await createGuest.mutateAsync();
      }
      // useCompleteOnboarding logs its own failure.
      await complete.mutateAsync();
      return true;
    } catch {
      return false;
    } finally {
      setIsFinishing(false);
    }
  }, [ensureGuest, qc, createGuest, complete]);

  return { finish, isFinishing };
}
