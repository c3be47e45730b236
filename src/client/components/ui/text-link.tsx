import { cn } from '@client/lib/cn';
import { Link, type LinkProps } from '@client/lib/router';

/** The look of an inline text link (for the rare `<a>` to another site, use this class). */
export const textLinkClass =
  'rounded font-semibold text-green-800 underline underline-offset-4 hover:text-green-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800';

/** An inline link inside text: underlined, with the app's focus ring. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}
