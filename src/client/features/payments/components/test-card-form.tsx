import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { useConfirmTestPayment } from '@client/features/payments/api/confirm-payment';
import { pendingPayment } from '@client/features/payments/pending-payment';
import { ApiError } from '@client/lib/api-client';
import { useNavigate } from '@client/lib/router';
import { type FormEvent, useState } from 'react';

/** The test provider's card form: clearly labelled, no real card is ever charged. */
export function TestCardForm({ paymentId, priceLabel }: { paymentId: string; priceLabel: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmTestPayment();
  const [card, setCard] = useState('');

  function pay(e: FormEvent) {
    e.preventDefault();
    confirm.mutate(
      { paymentId, cardNumber: card },
      {
        onSuccess: () => {
          pendingPayment.set(paymentId);
          navigate('/dashboard?payment=success');
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'PAYMENT_ERROR') {
            toast({
              title: 'Payment Failed',
              description: err.serverMessage ?? 'Your payment did not go through.',
              variant: 'destructive',
            });
          } else if (err instanceof ApiError && err.status === 400) {
            toast({
              title: 'Payment Failed',
              description: 'Enter a card number of 13 to 19 digits.',
              variant: 'destructive',
            });
          } else {
            console.error('Payment error', err);
            toast({
              title: 'Payment Error',
              description: 'Something went wrong. Please try again.',
              variant: 'destructive',
            });
          }
        },
      },
    );
  }

  return (
    <form onSubmit={pay} className="space-y-4" noValidate>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <strong>Test mode.</strong> No real card is charged. Use the test card 4242 4242 4242 4242 (or 4000
        0000 0000 0002 to see a decline).
      </p>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        placeholder="4242 4242 4242 4242"
      />
      <Button type="submit" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? 'Processing…' : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
