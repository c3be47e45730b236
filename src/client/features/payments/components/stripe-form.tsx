import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { pendingPayment } from '@client/features/payments/pending-payment';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * Stripe's Payment Element. The Pay button stays disabled until Stripe.js and its elements have
 * loaded, and while a payment is processing; Stripe returns to /dashboard?payment=success.
 */
export function StripeForm({
  publishableKey,
  clientSecret,
  paymentId,
  priceLabel,
  onLoadError,
}: {
  publishableKey: string;
  clientSecret: string;
  paymentId: string;
  priceLabel: string;
  onLoadError: () => void;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(publishableKey);
        if (!stripe || cancelled || !mount.current) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.on('ready', () => !cancelled && setReady({ stripe, elements }));
        element.mount(mount.current);
      } catch (err) {
        console.error('Unable to load payment form', err);
        if (!cancelled) onLoadError();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, onLoadError]);

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    setProcessing(true);
    pendingPayment.set(paymentId);
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: `${window.location.origin}/dashboard?payment=success` },
    });
    setProcessing(false);
    if (error.type === 'card_error' || error.type === 'validation_error') {
      toast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment did not go through.',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Payment Error',
        description: 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4">
      <div ref={mount} />
      <Button type="submit" className="w-full" disabled={!ready || processing}>
        {processing ? 'Processing…' : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
