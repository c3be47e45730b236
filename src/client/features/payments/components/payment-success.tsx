import { toast } from '@client/components/ui/use-toast';
import { useVerifyPayment } from '@client/features/payments/api/confirm-payment';
import { pendingPayment } from '@client/features/payments/pending-payment';
import { useSearchParams } from '@client/lib/router';
import { useEffect, useRef } from 'react';

/**
 * On /dashboard?payment=success: the server verifies the payment with the provider (premium is
 * never granted by the client), the user is refetched, and the welcome toast shows once.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const verify = useVerifyPayment();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || params.get('payment') !== 'success') return;
    handled.current = true;
    const id = pendingPayment.take();
    const next = new URLSearchParams(params);
    next.delete('payment');
    setParams(next, { replace: true });
    if (!id) return;
    verify.mutate(id, {
      onSuccess: (status) => {
        if (status.isPremium)
          toast({
            title: 'Welcome to Premium!',
            description:
              status.plan === 'monthly'
                ? 'Your subscription is now active. Enjoy unlimited access!'
                : 'Lifetime access is yours. Enjoy unlimited access!',
          });
        else
          toast({
            title: 'Payment pending',
            description: 'We are waiting for your bank to confirm. Premium starts as soon as it does.',
          });
      },
      onError: (err) => console.error('Could not verify the payment', err),
    });
  }, [params, setParams, verify]);
}
