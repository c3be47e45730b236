import { useToasts } from '@client/components/ui/use-toast';
import { useAppearanceSync } from '@client/features/appearance/hooks/use-appearance';
import { VerifyEmailBanner } from '@client/features/auth/components/verify-email-banner';
import { FeedbackOnDemand } from '@client/features/feedback/components/feedback-on-demand';
import { usePaymentReturn } from '@client/features/payments/components/payment-success';
import { useCreateGuest, useUser } from '@client/lib/api/get-user';
import { useOfflineSync } from '@client/lib/offline/use-offline-sync';
import { Outlet, ScrollRestoration, useLocation } from '@client/lib/router';
import { useShortcutsRequest } from '@client/lib/shortcuts-launcher';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AppHeader } from './app-header';
import { isFocusScreen } from './focus-screens';
import { BottomNav, MainNav } from './main-nav';
import { OfflineIndicator } from './offline-indicator';
import { RouteAnnouncer } from './route-announcer';

// Not needed for the first paint: it loads beside the screen, off the entry bundle.
const InstallBanner = lazy(() =>
  import('@client/features/pwa/install-banner').then((m) => ({ default: m.InstallBanner })),
);
// The `?` overlay's dialog code loads the first time it is asked for (the key, a hint line, the menu).
const KeyboardShortcuts = lazy(() =>
  import('@client/components/keyboard-shortcuts').then((m) => ({ default: m.KeyboardShortcuts })),
);

function ShortcutsOnDemand() {
  const [isWanted, setWanted] = useState(false);
  const markWanted = useCallback(() => setWanted(true), []);
  useShortcutsRequest(markWanted, !isWanted);
  return isWanted ? (
    <Suspense fallback={null}>
      <KeyboardShortcuts defaultOpen />
    </Suspense>
  ) : null;
}
// Radix's toast code loads with the first toast and then stays (so a closing toast still animates).
const Toaster = lazy(() => import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToasterOnFirstToast() {
  const hasToast = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const landingPaths = new Set(['/', '/landing']);
const noGuestPaths = new Set([
  '/',
  '/landing',
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
]);

/** Starts a guest session the first time a visitor opens a screen of the app. */
function useGuestOnFirstUse(pathname: string) {
  const { data: user, isSuccess } = useUser();
  const createGuest = useCreateGuest();
  const shouldCreate = isSuccess && user === null && !noGuestPaths.has(pathname);
  useEffect(() => {
    if (shouldCreate && !createGuest.isPending && !createGuest.isError) createGuest.mutate();
  }, [shouldCreate, createGuest]);
}

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-stone-700">
      Loading…
    </div>
  );
}

/**
 * The layout's work that draws nothing (the guest session, a payment's return, offline sync, the
 * appearance), in a component of its own: their queries and mutations change state several times while
 * a screen loads, and each change re-rendered the whole layout and the screen inside it.
 */
function LayoutSideEffects({ pathname }: { pathname: string }) {
  useGuestOnFirstUse(pathname);
  usePaymentReturn();
  useOfflineSync();
  useAppearanceSync();
  return null;
}

/** Global chrome (spec section 2): header, sticky nav and mobile bottom bar, hidden on landing routes. */
export function RootLayout() {
  const { pathname } = useLocation();
  const isLanding = landingPaths.has(pathname);
  const isFocus = isFocusScreen(pathname);
  return (
    <div className="min-h-screen bg-amber-50/40 text-stone-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {!isLanding && (
        <>
          <AppHeader />
          <VerifyEmailBanner />
          <MainNav />
          <OfflineIndicator />
        </>
      )}
      <main id="main" className={isLanding ? '' : 'mx-auto max-w-6xl px-4 pb-28 pt-6 md:pb-12'}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {/* In the flow below the screen: never floating over it, and appearing seconds after the screen
            it moves nothing the learner is reading (above it, it pushed the dashboard down: a layout
            shift Lighthouse counted). Not on focus screens at all. The wrapper stays outside the
            Suspense (hidden while empty), so the first render, before the banner's code, has the same
            nodes as the screens prerendered at build (decision 18). */}
        {!isFocus && (
          <div className={isLanding ? 'px-4 pb-4 empty:hidden' : 'mt-6 empty:hidden'}>
            <Suspense fallback={null}>
              <InstallBanner />
            </Suspense>
          </div>
        )}
      </main>
      {!isLanding && <BottomNav />}
      <FeedbackOnDemand floating={!isFocus} />
      <ShortcutsOnDemand />
      <RouteAnnouncer />
      <ToasterOnFirstToast />
      <ScrollRestoration />
      <LayoutSideEffects pathname={pathname} />
    </div>
  );
}
