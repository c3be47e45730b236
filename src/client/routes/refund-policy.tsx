import { Card } from '@client/components/ui/card';
import { TextLink } from '@client/components/ui/text-link';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { plans } from '@shared/domain/plans';

const [lifetime, monthly] = plans;

/** What a paying customer can expect: how each plan is charged, how to cancel, and refunds. */
export function Component() {
  const { data: config } = useAppConfig();
  const contact = config?.feedbackEmail;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-green-950">Refund and cancellation policy</h1>
        <p className="mt-1 text-stone-700">
          How Premium is charged, how to stop it, and when you get money back.
        </p>
      </header>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-green-950">
          {monthly.name}: {monthly.priceLabel} {monthly.cadence}
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            A subscription: your card is charged {monthly.priceLabel} when you subscribe and again on the same
            day each month.
          </li>
          <li>We email you a few days before each renewal.</li>
          <li>
            Cancel anytime on <TextLink to="/account">your account page</TextLink>. Nothing more is charged,
            and Premium stays on until the end of the month you already paid for; your account page shows that
            date.
          </li>
          <li>
            If a renewal payment fails, we tell you by email and try the card again; Premium stays on until
            the end of the paid month.
          </li>
          <li>Deleting your account cancels the subscription at once.</li>
        </ul>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-green-950">
          {lifetime.name}: {lifetime.priceLabel} {lifetime.cadence}
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          <li>One payment. There is nothing to cancel and nothing is charged again.</li>
        </ul>
      </Card>
      <Card className="space-y-3">
        <h2 className="text-xl font-bold text-green-950">Refunds</h2>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Within 14 days of a payment, ask for a refund of that payment for any reason and you get all of it
            back, to the card that paid. Premium ends when the refund is made.
          </li>
          <li>
            After 14 days, months already paid for are not refunded, but you can cancel so you are not charged
            again.
          </li>
          <li>
            To ask, write to{' '}
            {contact ? (
              <a
                className="font-semibold text-green-800 underline underline-offset-4"
                href={`mailto:${contact}`}
              >
                {contact}
              </a>
            ) : (
              'our contact address'
            )}{' '}
            from the email of your account, with the reference on the receipt in your{' '}
            <TextLink to="/account">payment history</TextLink>.
          </li>
        </ul>
      </Card>
    </article>
  );
}
