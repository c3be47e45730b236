import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@client/components/ui/dialog';
import { FormError } from '@client/components/ui/form-error';
import { useCancelSubscription } from '@client/features/account/api/cancel-subscription';
import { longDate } from '@client/features/account/lib/format';
import { describeError } from '@client/lib/api-client';
import { useState } from 'react';

export function CancelPlan({ periodEnd }: { periodEnd: string | null }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const end = periodEnd ? longDate(periodEnd) : 'the end of the month you paid for';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Cancel your Monthly subscription?"
        description={`You will not be charged again. Premium stays on until ${end}.`}
      >
        <FormError message={cancel.isError ? describeError(cancel.error) : null} />
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" size="sm">
              Keep Monthly
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel at period end'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
