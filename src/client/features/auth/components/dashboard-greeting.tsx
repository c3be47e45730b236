import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';
import { useEffect, useState } from 'react';

const GREETED_KEPT = 20;

/**
 * The dashboard's heading: "Welcome, Maria!" the first time this account opens it on this device
 * (a new sign-up), "Welcome back, Maria!" after that. Which accounts were greeted is read once per
 * visit, so the heading does not change while the learner is looking at it.
 */
export function DashboardGreeting() {
  const { data: user } = useUser();
  const [greeted] = useState(() => storage.getJson<string[]>(storageKeys.greetedUsers, []));
  const userId = user?.id;
  useEffect(() => {
    if (!userId || user?.isGuest) return;
    const list = storage.getJson<string[]>(storageKeys.greetedUsers, []);
    if (!list.includes(userId))
      storage.setJson(storageKeys.greetedUsers, [...list, userId].slice(-GREETED_KEPT));
  }, [userId, user?.isGuest]);
  const name = user?.firstName;
  return (
    <h1 className="text-3xl font-bold text-green-950">
      {!name
        ? 'Welcome to your study homestead'
        : userId && greeted.includes(userId)
          ? `Welcome back, ${name}!`
          : `Welcome, ${name}!`}
    </h1>
  );
}

/**
 * After signing out, the next app screen starts a new guest session. The dashboard says so plainly,
 * and how to get back to the account, until the learner dismisses it or signs in.
 */
export function SignedOutNotice() {
  const { data: user } = useUser();
  const [shown, setShown] = useState(() => storage.get(storageKeys.signedOut) === 'true');
  useEffect(() => {
    if (user && !user.isGuest) storage.remove(storageKeys.signedOut);
  }, [user]);
  if (!shown || !user?.isGuest) return null;
  const dismiss = () => {
    storage.remove(storageKeys.signedOut);
    setShown(false);
  };
  return (
    <Card role="status" tone="note">
      <p className="font-semibold text-green-950">You signed out, so a new guest session started.</p>
      <p className="mt-1 text-stone-800">
        What you do now is kept for this guest only. Your account and its progress are waiting: sign in with
        your email and password to get back to them.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/sign-in" className={buttonClasses('primary', 'sm')}>
          Sign in
        </Link>
        <button type="button" onClick={dismiss} className={buttonClasses('outline', 'sm')}>
          Continue as guest
        </button>
      </div>
    </Card>
  );
}
