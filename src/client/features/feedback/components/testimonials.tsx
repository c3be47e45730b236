import { Quote } from '@client/components/ui/icons';
import { useTestimonials } from '@client/features/feedback/api/get-testimonials';
import { cn } from '@client/lib/cn';
import { useReducedMotion } from '@client/lib/hooks/use-reduced-motion';
import { TESTIMONIAL_ROTATION_MS, TESTIMONIALS_MIN_SHOWN } from '@shared/domain/limits';
import { useEffect, useId, useState } from 'react';

/**
 * What learners said, from feedback an admin approved for display (first names only). Rotates every
 * 5 s, with a dot per testimonial to choose one; pauses while the pointer or focus is on it, and does
 * not rotate at all for a reader who asked for reduced motion. Hidden while fewer than three exist:
 * a lone quote reads like marketing, not like learners.
 */
export function Testimonials() {
  const { data } = useTestimonials();
  const testimonials = data?.testimonials ?? [];
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const headingId = useId();
  const count = testimonials.length;
  const isRotating = count >= TESTIMONIALS_MIN_SHOWN && !reducedMotion && !isHovered && !isFocused;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  if (count < TESTIMONIALS_MIN_SHOWN) return null;
  const current = testimonials[index % count]!;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="mx-auto max-w-3xl px-4 pb-12"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={headingId} className="text-center text-2xl font-bold text-green-950">
        What learners say
      </h2>
      <figure
        aria-roledescription="slide"
        aria-label={`${(index % count) + 1} of ${count}`}
        // Announced when the reader changes it, not every 5 s while it rotates on its own.
        aria-live={isRotating ? 'off' : 'polite'}
        className="mt-6 min-h-44 rounded-2xl border border-amber-200 bg-white p-6 shadow-sm"
      >
        <Quote className="h-7 w-7 text-amber-700" aria-hidden />
        <blockquote className="mt-2 break-words text-lg text-stone-900">{current.quote}</blockquote>
        <figcaption className="mt-3 font-semibold text-green-900">
          — {current.name}
          <span className="ml-2 font-normal text-stone-700">
            <span aria-hidden>{'★'.repeat(current.rating)}</span>
            <span className="sr-only">rated {current.rating} of 5</span>
          </span>
        </figcaption>
      </figure>
      <nav className="mt-4 flex flex-wrap justify-center gap-1" aria-label="Choose a testimonial">
        {testimonials.map((t, i) => (
          <button
            key={t.id}
            type="button"
            aria-label={`Testimonial ${i + 1} of ${count}`}
            aria-current={i === index % count ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className="flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-green-800"
          >
            <span
              aria-hidden
              className={cn(
                'block h-3 w-3 rounded-full border-2 border-green-800',
                i === index % count ? 'bg-green-800' : 'bg-transparent',
              )}
            />
          </button>
        ))}
      </nav>
      <p className="mt-2 text-center text-sm text-stone-700">
        From feedback learners sent us, chosen for display by our team; first names only.
      </p>
    </section>
  );
}
