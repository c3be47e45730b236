import { buttonClasses } from '@client/components/ui/button';
import { LogOut } from '@client/components/ui/icons';
import { AppearanceButton } from '@client/features/appearance/components/appearance-button';
import { StateSelector } from '@client/features/states/components/state-selector';
import { useUser } from '@client/lib/api/get-user';
import { isStandalone } from '@client/lib/device';
import { Link, useLocation, useNavigate } from '@client/lib/router';
import { brand } from '@shared/brand';
import { AccountMenu } from './account-menu';

/** Leaves a screen for the dashboard (or closes the installed app); not shown on the dashboard itself. */
function ExitButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/dashboard') return null;
  return (
    <button
      type="button"
      onClick={() => (isStandalone() ? window.close() : navigate('/dashboard'))}
      className={buttonClasses('ghost', 'sm', 'md:hidden')}
      aria-label="Exit to dashboard"
    >
      <LogOut className="h-4 w-4" aria-hidden /> Exit
    </button>
  );
}

/** The brand shows at once; the personal parts wait for the user record. */
export function AppHeader() {
  const { data: user } = useUser();
  return (
    <header className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 flex-1 items-center justify-between gap-2 sm:flex-none">
          <Link
            to="/dashboard"
            className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-green-800"
          >
            <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
            <span className="min-w-0">
              <span className="block text-lg font-extrabold leading-tight text-green-950">{brand.name}</span>
              <span className="hidden text-sm text-stone-700 sm:block">{brand.tagline}</span>
            </span>
          </Link>
          {/* On a phone the appearance button sits on the brand's row, leaving the second row its room. */}
          <div className="flex shrink-0 items-center gap-1">
            <AppearanceButton className="sm:hidden" />
            <ExitButton />
          </div>
        </div>
        <div className="flex w-full min-w-0 flex-wrap items-center justify-between gap-2 sm:w-auto sm:justify-end">
          {/* Shrinks before anything wraps; only with large text does the row break. */}
          <StateSelector className="min-w-[8.5rem] flex-1 basis-0 sm:flex-none sm:basis-auto" />
          <AppearanceButton className="max-sm:hidden" />
          {user && (
            <div className="ml-auto flex flex-wrap items-center justify-end gap-1 text-sm">
              <AccountMenu user={user} />
              {user.isGuest && (
                <Link to="/sign-up" className={buttonClasses('primary', 'sm')}>
                  Sign up
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
