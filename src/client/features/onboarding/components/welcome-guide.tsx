import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckCircle2, ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from '@client/components/ui/icons';
import { useFinishOnboarding } from '@client/features/onboarding/hooks/use-finish-onboarding';
import { useWelcomeCollapsed } from '@client/features/onboarding/hooks/use-welcome-collapsed';
import { useTrack } from '@client/lib/api/get-track';
import { Link } from '@client/lib/router';
import { useEffect, useId, useRef, useState } from 'react';
import { StepDots } from './step-dots';
import { welcomeSteps } from './welcome-steps';

const titles = welcomeSteps.map((s) => s.title);
const total = welcomeSteps.length;

/**
 * The Welcome guide (spec section 2): seven steps with a dot per step, Previous / 'n of 7' / Next and
 * 'Complete Welcome' on the last. Completing records the guided track's first step on the server and
 * collapses the guide (`welcomeCollapsed`); when the server is unavailable it completes locally.
 */
export function WelcomeGuide() {
  const [isCollapsed, setCollapsed] = useWelcomeCollapsed();
  const [index, setIndex] = useState(0);
  const [isCompletedHere, setCompletedHere] = useState(false);
  const { data: track } = useTrack();
  const isTrackDone = track?.steps.find((s) => s.id === 'welcome')?.completed ?? false;
  const isComplete = isCompletedHere || isTrackDone;
  const { finish, isFinishing } = useFinishOnboarding();
  const panelId = useId();
  const headingId = useId();

  // Focus follows the learner's action: the new step's heading after Previous/Next, the
  // completion note after Complete Welcome. Never on first load.
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'step' | 'done' | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const el = (focusTarget === 'step' ? stepHeadingRef : doneHeadingRef).current;
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'nearest' });
    setFocusTarget(null);
  }, [focusTarget]);

  const step = welcomeSteps[index] ?? welcomeSteps[0]!;
  const isLast = index === total - 1;

  function go(to: number) {
    setIndex(Math.min(Math.max(to, 0), total - 1));
    setFocusTarget('step');
  }

  async function complete() {
    await finish();
    setCompletedHere(true);
    setCollapsed(true);
    setIndex(0);
    setFocusTarget('done');
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-green-950">Welcome Guide</h1>
        <p className="mt-1 text-stone-700">
          Seven short steps on how this app works and how to get the most from it.
        </p>
      </header>

      <Card aria-labelledby={headingId} role="region" padding="p-0">
        <div className="flex items-center justify-between gap-2 border-b border-amber-200 px-4 py-3 sm:px-5">
          <h2
            id={headingId}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-bold text-green-950 sm:text-lg"
          >
            Your welcome guide
            {isComplete && (
              <Badge>
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Completed
              </Badge>
            )}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-expanded={!isCollapsed}
            aria-controls={panelId}
            onClick={() => setCollapsed(!isCollapsed)}
          >
            {isCollapsed ? (
              <>
                Show guide <ChevronDown className="h-4 w-4" aria-hidden />
              </>
            ) : (
              <>
                Hide guide <ChevronUp className="h-4 w-4" aria-hidden />
              </>
            )}
          </Button>
        </div>

        {isCollapsed && (
          <div className="space-y-3 px-4 py-4 sm:px-5">
            {isComplete ? (
              <>
                <h3
                  ref={doneHeadingRef}
                  tabIndex={-1}
                  className="text-lg font-semibold text-green-950 focus:outline-none"
                >
                  You have completed the welcome guide
                </h3>
                <p className="text-stone-700">
                  The first step of your guided track is done. Pick up where the dashboard suggests, or open
                  the guide again any time.
                </p>
              </>
            ) : (
              <p className="text-stone-700">
                The guide is hidden. Select Show guide to continue, or go straight to your dashboard.
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Link to="/dashboard" className={buttonClasses('primary', 'md')}>
                Go to Dashboard
              </Link>
              <Link to="/study" className={buttonClasses('outline', 'md')}>
                Start Learning
              </Link>
            </div>
          </div>
        )}

        <div id={panelId} hidden={isCollapsed} className="space-y-5 px-4 py-5 sm:px-5">
          <StepDots titles={titles} current={index} label="Welcome guide progress" />
          <section aria-labelledby={`${panelId}-step`} className="space-y-3 leading-relaxed text-stone-900">
            <h3
              id={`${panelId}-step`}
              ref={stepHeadingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-green-950 focus:outline-none"
            >
              {step.title}
            </h3>
            <step.Body />
          </section>
          <nav
            aria-label="Welcome guide steps"
            className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-200 pt-4"
          >
            <Button
              variant="outline"
              className="shrink-0"
              disabled={index === 0 || isFinishing}
              onClick={() => go(index - 1)}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous
            </Button>
            {/* Above the buttons on a phone, between them from sm up. */}
            <p
              aria-live="polite"
              className="order-first w-full text-center text-sm font-semibold text-stone-800 sm:order-none sm:w-auto"
            >
              {index + 1} of {total}
            </p>
            {isLast ? (
              <Button onClick={complete} disabled={isFinishing} className="min-w-0 flex-1 sm:flex-none">
                {isFinishing ? 'Completing…' : 'Complete Welcome'}
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)} className="flex-1 sm:flex-none">
                Next
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            )}
          </nav>
        </div>
      </Card>
    </div>
  );
}
