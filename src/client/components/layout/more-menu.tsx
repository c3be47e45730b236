import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { Keyboard, Lock, MessageSquareHeart } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { openFeedback } from '@client/lib/feedback-launcher';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { Link, useLocation } from '@client/lib/router';
import { openShortcuts } from '@client/lib/shortcuts-launcher';
import { mainNav, resolveNavTarget } from './nav-items';

const menuItemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left font-semibold text-green-950 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-800';

/** The phone's menu beside the bottom bar: every section of the main nav, feedback and shortcuts. */
export function MoreMenu({ onClose }: { onClose: () => void }) {
  const isPremium = useIsPremium();
  const { pathname } = useLocation();
  // Let the menu close before another dialog opens, so focus returns to the page, not to a closed menu.
  const then = (action: () => void) => () => {
    onClose();
    setTimeout(action, 0);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="All sections" placement="bottom">
        <nav aria-label="All sections">
          <ul className="grid gap-1">
            {mainNav.map((item) => {
              const { href, locked } = resolveNavTarget(item, isPremium);
              return (
                <li key={item.to}>
                  <Link
                    to={href}
                    onClick={onClose}
                    aria-current={pathname === item.to ? 'page' : undefined}
                    className={cn(menuItemClass, pathname === item.to && 'bg-green-100')}
                  >
                    <item.icon className="h-5 w-5 text-green-800" aria-hidden />
                    {item.label}
                    {locked && (
                      <span className="ml-auto flex items-center gap-1 text-sm font-normal text-stone-700">
                        <Lock className="h-4 w-4" aria-hidden /> Premium
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-2 grid gap-1 border-t border-amber-200 pt-2">
          <button type="button" className={menuItemClass} onClick={then(openFeedback)}>
            <MessageSquareHeart className="h-5 w-5 text-green-800" aria-hidden />
            Send feedback
          </button>
          <button type="button" className={menuItemClass} onClick={then(openShortcuts)}>
            <Keyboard className="h-5 w-5 text-green-800" aria-hidden />
            Keyboard shortcuts
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
