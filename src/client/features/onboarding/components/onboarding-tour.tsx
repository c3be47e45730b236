import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@client/components/ui/dialog';
import { ChevronLeft, ChevronRight } from '@client/components/ui/icons';
import { useFinishOnboarding } from '@client/features/onboarding/hooks/use-finish-onboarding';
import { useNavigate } from '@client/lib/router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { StepDots } from './step-dots';
import { tourSteps } from './tour-steps';

const titles = tourSteps.map((s) => s.title);
const total = tourSteps.length;

/**
 * The onboarding tour (spec sections 2 and 4): a dialog of five steps opened by the landing page's
 * start buttons. Previous is disabled on the first step; the last step's Start records onboarding as
 * complete (logged and ignored on failure) and closes. Closing the tour in any way goes to the
 * dashboard; opening it again starts at step 1.
 */
export function OnboardingTour({
  trigger,
  defaultOpen = false,
}: {
  trigger: ReactNode;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [index, setIndex] = useState(0);
  // On the landing page no guest session exists yet: Start makes one so the step is recorded.
  const { finish, isFinishing } = useFinishOnboarding({ ensureGuest: true });
  const nextRef = useRef<HTMLButtonElement>(null);
  const [isFocusWanted, setFocusWanted] = useState(false);
  useEffect(() => {
    if (!isFocusWanted) return;
    nextRef.current?.focus();
    setFocusWanted(false);
  }, [isFocusWanted]);

  const step = tourSteps[index] ?? tourSteps[0]!;
  const isLast = index === total - 1;

  function onOpenChange(open: boolean) {
    if (open) {
      setIndex(0);
      setIsOpen(true);
      return;
    }
    // While Start is saving, stay put: the dashboard would otherwise race to make its own guest.
    if (isFinishing) return;
    setIsOpen(false);
    navigate('/dashboard');
  }

  function go(to: number) {
    const next = Math.min(Math.max(to, 0), total - 1);
    setIndex(next);
    // Previous turns disabled on step 1, which would drop focus: hand it to Next instead.
    if (next === 0) setFocusWanted(true);
  }

  async function start() {
    if (isFinishing) return;
    await finish();
    setIsOpen(false);
    navigate('/dashboard');
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={step.title} description={step.lead} className="sm:max-w-xl">
        <div className="space-y-5">
          <div className="leading-relaxed text-stone-900">
            <step.Body />
          </div>
          <div className="space-y-3 border-t border-amber-200 pt-4">
            <div className="flex items-center justify-between gap-2">
              <StepDots titles={titles} current={index} label="Tour progress" />
              <p aria-live="polite" className="text-sm font-semibold text-stone-800">
                <span className="sr-only">Step </span>
                {index + 1} of {total}
                <span className="sr-only">: {step.title}</span>
              </p>
            </div>
            <div className="flex items-center justify-between gap-2">
              <Button variant="outline" disabled={index === 0 || isFinishing} onClick={() => go(index - 1)}>
                <ChevronLeft className="h-4 w-4" aria-hidden />
                Previous
              </Button>
              {/* aria-disabled, not disabled, while saving: the focused button must keep focus. */}
              <Button
                ref={nextRef}
                onClick={isLast ? start : () => go(index + 1)}
                aria-disabled={isFinishing || undefined}
              >
                {isLast ? (
                  isFinishing ? (
                    'Starting…'
                  ) : (
                    'Start'
                  )
                ) : (
                  <>
                    Next
                    <ChevronRight className="h-4 w-4" aria-hidden />
                  </>
                )}
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
