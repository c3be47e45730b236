import { X } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  placement = 'center',
  width = 'max-w-lg',
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  /** `bottom`: a sheet 1 rem above the screen's bottom edge (the phone's "More" menu). */
  placement?: 'center' | 'bottom';
  width?: 'max-w-lg' | 'max-w-2xl';
  /** Adds classes; position and width come from `placement` and `width`. */
  className?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          placement === 'center' ? 'top-1/2 -translate-y-1/2' : 'bottom-4',
          width,
          className,
        )}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-bold text-green-950">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-stone-700">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-800"
          aria-label="Close"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
