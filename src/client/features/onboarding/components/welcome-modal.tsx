import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { isWelcomeWanted } from '@client/features/onboarding/lib/welcome-wanted';
import { useNavigate, useSearchParams } from '@client/lib/router';
import { storage } from '@client/lib/storage';
import { brand } from '@shared/brand';
import { storageKeys } from '@shared/domain/storage-keys';
import { useState } from 'react';

/**
 * The dashboard's welcome modal (spec, Dashboard): shown once when the app runs installed (display
 * mode standalone) or the address asks for it with `?welcome=true`, and only while `hasSeenWelcome`
 * is not 'true'. Closing it either way sets the flag.
 */
export function WelcomeModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => isWelcomeWanted(params));
  const close = () => {
    storage.set(storageKeys.hasSeenWelcome, 'true');
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title={`Welcome to ${brand.name}`}
        description={`${brand.guide.name} will walk you through the national principles every state's exam tests, one family story at a time.`}
      >
        <ul className="list-disc space-y-1 pl-5 text-stone-800">
          <li>Read a short story, then answer a few questions about it.</li>
          <li>Smart Review brings each idea back just before you would forget it.</li>
          <li>Your progress is saved as you go, even offline.</li>
        </ul>
        <Button
          className="mt-5 w-full"
          onClick={() => {
            close();
            navigate('/study');
          }}
        >
          Start Learning Now
        </Button>
      </DialogContent>
    </Dialog>
  );
}
