import { Lock, Menu, MessageSquareHeart } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { openFeedback } from '@client/lib/feedback-launcher';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { Link, NavLink } from '@client/lib/router';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { bottomNav, mainNav, resolveNavTarget } from './nav-items';

// Radix's tooltip (and its positioning code) loads beside the first screen, not in its way: until it
// arrives a locked item is the same link without the hint.
const tooltipModule = () => import('@client/components/ui/tooltip');
const TooltipProvider = lazy(() => tooltipModule().then((m) => ({ default: m.TooltipProvider })));
const Tooltip = lazy(() => tooltipModule().then((m) => ({ default: m.Tooltip })));

const navItemBase =
  'flex items-center gap-2 whitespace-nowrap px-3 py-3 text-sm font-semibold hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white';
const navItemClass = `${navItemBase} text-green-50`;

const wideQuery = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia?.(wideQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
// The prerendered dashboard (scripts/prerender.mjs) has no window: the bar without its tooltips, which is
// the same markup.
const isWideNow = () => typeof window !== 'undefined' && (window.matchMedia?.(wideQuery).matches ?? true);

export function MainNav() {
  // The bar shows from 768 px only (a phone has the bottom bar): only there is the tooltip code wanted.
  const isWide = useSyncExternalStore(subscribeWide, isWideNow);
  if (!isWide) return <MainNavBar withTooltips={false} />;
  return (
    <Suspense fallback={<MainNavBar withTooltips={false} />}>
      <TooltipProvider>
        <MainNavBar withTooltips />
      </TooltipProvider>
    </Suspense>
  );
}

function MainNavBar({ withTooltips }: { withTooltips: boolean }) {
  const isPremium = useIsPremium();
  return (
    <nav
      aria-label="Main"
      className="sticky top-0 z-30 hidden border-b border-green-900 bg-green-800 md:block"
    >
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
        {mainNav.map((item) => {
          const { href, locked } = resolveNavTarget(item, isPremium);
          const content = (
            <>
              <item.icon className="h-4 w-4" aria-hidden />
              {item.label}
              {locked && (
                <>
                  <Lock className="h-3.5 w-3.5" aria-hidden />
                  <span className="sr-only">(Premium)</span>
                </>
              )}
            </>
          );
          const lockedLink = (
            <Link to={href} className={navItemClass}>
              {content}
            </Link>
          );
          // A locked item is a plain link to /subscribe with string class names, which the tooltip's Slot can merge.
          return (
            <li key={item.to}>
              {locked ? (
                withTooltips ? (
                  <Suspense fallback={lockedLink}>
                    <Tooltip content="Premium feature: upgrade to unlock">{lockedLink}</Tooltip>
                  </Suspense>
                ) : (
                  lockedLink
                )
              ) : (
                <NavLink
                  to={href}
                  className={({ isActive }) =>
                    cn(navItemBase, isActive ? 'bg-green-950 text-white' : 'text-green-50')
                  }
                >
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
        <li className="ml-auto xl:hidden">
          <button type="button" onClick={openFeedback} className={navItemClass}>
            <MessageSquareHeart className="h-4 w-4" aria-hidden />
            Feedback
          </button>
        </li>
      </ul>
    </nav>
  );
}

// The menu's dialog code loads when it is first opened, off the first screen's bundle.
const MoreMenu = lazy(() => import('./more-menu').then((m) => ({ default: m.MoreMenu })));

/** The phone's bottom bar: three sections and "More", a menu that reaches all eight and feedback. */
export function BottomNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-200 bg-white md:hidden"
    >
      <ul className="grid grid-cols-4">
        {bottomNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 py-2 text-xs font-semibold',
                  isActive ? 'text-green-800' : 'text-stone-700',
                )
              }
            >
              <item.icon className="h-5 w-5" aria-hidden />
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className="flex w-full flex-col items-center gap-1 py-2 text-xs font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-green-800"
          >
            <Menu className="h-5 w-5" aria-hidden />
            More
          </button>
          {menuOpen && (
            <Suspense fallback={null}>
              <MoreMenu onClose={() => setMenuOpen(false)} />
            </Suspense>
          )}
        </li>
      </ul>
    </nav>
  );
}
