import { lazy, type ReactElement, Suspense, useState } from 'react';

const loadTour = () => import('./onboarding-tour');
const OnboardingTour = lazy(() => loadTour().then((m) => ({ default: m.OnboardingTour })));

/**
 * The landing page's start button, with the tour's dialog code loaded when it is wanted (a pointer
 * over the button, focus, or the click itself), not with the first screen. The click opens the tour
 * once its code has arrived; until then the button stays as it is.
 */
export function LazyOnboardingTour({ trigger }: { trigger: ReactElement<{ onClick?: () => void }> }) {
  const [isWanted, setWanted] = useState(false);
  if (!isWanted) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only warms the code up; the button inside is the control
      <span className="contents" onPointerEnter={() => void loadTour()} onFocus={() => void loadTour()}>
        <span className="contents" onClickCapture={() => setWanted(true)}>
          {trigger}
        </span>
      </span>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <OnboardingTour trigger={trigger} defaultOpen />
    </Suspense>
  );
}
