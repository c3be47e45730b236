import { buttonClasses } from '@client/components/ui/button';
import { ChevronDown, CircleUser } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { Link, useLocation } from '@client/lib/router';
import type { UserResponse } from '@shared/contracts/user';
import { useEffect, useId, useRef, useState } from 'react';

const itemClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-stone-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-green-800';

/** The learner's menu in the header: their account page and sign-out (a guest: their progress, sign in). */
export function AccountMenu({ user }: { user: UserResponse }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={buttonClasses('ghost', 'sm', 'max-w-48')}
      >
        <CircleUser className="h-5 w-5 shrink-0" aria-hidden />
        {/* On a phone a guest's menu shows only its icon, leaving room for the Sign up button. */}
        <span className={cn('truncate', user.isGuest && 'max-sm:sr-only')}>
          {user.isGuest ? 'Guest' : (user.firstName ?? 'Account')}
        </span>
        <ChevronDown
          className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
        <span className="sr-only">: account menu</span>
      </button>
      <nav
        id={id}
        aria-label="Account"
        hidden={!open}
        className="absolute right-0 z-40 mt-1 w-56 rounded-xl border border-amber-200 bg-white p-1 shadow-lg"
      >
        {user.email && <p className="truncate px-3 py-2 text-xs text-stone-600">{user.email}</p>}
        <Link to="/account" className={itemClass}>
          {user.isGuest ? 'Your progress' : 'Your account'}
        </Link>
        {!user.isPremium && !user.isGuest && (
          <Link to="/subscribe" className={itemClass}>
            Go Premium
          </Link>
        )}
        {user.isGuest ? (
          <Link to="/sign-in" className={itemClass}>
            Sign in
          </Link>
        ) : (
          <Link to="/sign-out" className={itemClass}>
            Sign out
          </Link>
        )}
      </nav>
    </div>
  );
}
