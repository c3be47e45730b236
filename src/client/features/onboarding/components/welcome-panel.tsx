import { GuideAvatar } from '@client/components/guide-avatar';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ChevronDown, ChevronUp } from '@client/components/ui/icons';
import { useWelcomeCollapsed } from '@client/features/onboarding/hooks/use-welcome-collapsed';
import { Link } from '@client/lib/router';
import { brand } from '@shared/brand';
import { useId } from 'react';

/**
 * The dashboard's collapsible welcome panel (spec: "A collapsible welcome panel exists"): how the app
 * works in three lines, with the way into the full welcome guide. Collapsed or open is remembered in
 * `welcomeCollapsed`, the same key the welcome guide sets when it is completed.
 */
export function WelcomePanel() {
  const [isCollapsed, setCollapsed] = useWelcomeCollapsed();
  const headingId = useId();
  const panelId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} padding="p-0">
      <div className="flex items-center justify-between gap-2 px-4 py-3 sm:px-5">
        <h2 id={headingId} className="text-lg font-bold text-green-950">
          Welcome to {brand.name}
        </h2>
        <button
          type="button"
          aria-expanded={!isCollapsed}
          aria-controls={panelId}
          onClick={() => setCollapsed(!isCollapsed)}
          className={buttonClasses('ghost', 'sm', 'shrink-0')}
        >
          {/* Both words, one hidden: the dashboard's HTML is written open, and a learner who collapsed
              the panel is shown the Show half by the first-paint mark on <html> (styles.css) before the
              app takes over and hides the other half itself. */}
          <span data-welcome-when="open" hidden={isCollapsed}>
            Hide
          </span>
          <span data-welcome-when="collapsed" hidden={!isCollapsed}>
            Show
          </span>
          <span className="sr-only"> welcome panel</span>
          <span data-welcome-when="open" hidden={isCollapsed}>
            <ChevronUp className="h-4 w-4" aria-hidden />
          </span>
          <span data-welcome-when="collapsed" hidden={!isCollapsed}>
            <ChevronDown className="h-4 w-4" aria-hidden />
          </span>
        </button>
      </div>
      <div
        id={panelId}
        hidden={isCollapsed}
        data-welcome-body
        className="border-t border-amber-200 px-4 py-4 sm:px-5"
      >
        <div className="flex gap-4">
          <GuideAvatar className="hidden sm:block" />
          <div className="min-w-0 space-y-3">
            <p className="text-stone-800">
              {brand.guide.name}, your guide, teaches the national exam through family stories. Here is how to
              use the app:
            </p>
            <ol className="list-decimal space-y-1 pl-5 text-stone-800">
              <li>Read a family story in Study, then answer its practice questions.</li>
              <li>Take Quick Hits rounds of 5; the dashboard tracks your streak and weak topics.</li>
              <li>Follow the guided track below, step by step, up to a full mock exam.</li>
            </ol>
            <div className="flex flex-wrap gap-3">
              <Link to="/welcome" className={buttonClasses('outline', 'sm')}>
                Open the welcome guide
              </Link>
              <Link to="/study" className={buttonClasses('ghost', 'sm')}>
                Go to Study
              </Link>
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
