import { buttonClasses } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { Link } from '@client/lib/router';
import { PREVIEW_LIMIT } from '@shared/domain/limits';

export function PreviewComplete({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Preview Complete!"
        description={`You've used your ${PREVIEW_LIMIT} free preview questions of the premium modes. Premium unlocks Smart Review, Challenge Mode and the full Exam Simulator.`}
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/subscribe" className={buttonClasses('primary')}>
            Upgrade to Premium
          </Link>
          <Link to="/quiz?mode=quick" reloadDocument className={buttonClasses('outline')}>
            Keep going with Quick Hits
          </Link>
          <Link to="/dashboard" className={buttonClasses('ghost')}>
            Back to Dashboard
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
