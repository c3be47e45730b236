import { MessageSquareHeart } from '@client/components/ui/icons';
import { type ButtonHTMLAttributes, forwardRef } from 'react';

/** The round button at bottom right (1280 px and wider): light, so it can show before the dialog's code. */
export const FloatingFeedbackButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function FloatingFeedbackButton(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-label="Send feedback"
        className="fixed bottom-6 right-4 z-40 hidden h-14 w-14 items-center justify-center rounded-full bg-green-800 text-white shadow-lg hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 xl:flex"
        {...props}
      >
        <MessageSquareHeart className="h-6 w-6" aria-hidden />
      </button>
    );
  },
);
