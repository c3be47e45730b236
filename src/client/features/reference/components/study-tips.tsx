import { Card } from '@client/components/ui/card';
import { Lightbulb } from '@client/components/ui/icons';
import { textLinkClass } from '@client/components/ui/text-link';
import { Link } from '@client/lib/router';
import { useId } from 'react';

/** Aunt Rita's advice for working through a deck. */
export function StudyTips() {
  const headingId = useId();
  return (
    <Card tone="tint">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-green-950">
          <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden />
          Study Tips
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-800">
          <li>Say your answer out loud before you flip the card. Recalling beats rereading.</li>
          <li>
            Rate yourself honestly: <strong>Again</strong> brings a card back in minutes,{' '}
            <strong>Easy</strong> spaces it out for days.
          </li>
          <li>Ten or fifteen minutes a day does more than one long cram the night before.</li>
          <li>Shuffle now and then, so you learn the ideas and not the order of the deck.</li>
          <li>
            Stuck on a word? Look it up in the{' '}
            <Link to="/glossary" className={textLinkClass}>
              Glossary
            </Link>{' '}
            for a plain-words definition and an example.
          </li>
        </ul>
      </section>
    </Card>
  );
}
