import { X } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { toastConfig } from '@shared/domain/limits';
import { dismissToast, useToasts } from './use-toast';

/**
 * Radix toasts with the spec's constants: one at a time, 5000 ms, swipe right past 50 px, F8 focuses
 * the region, 420 px wide. On a phone they drop from the top edge, away from the reading area and the
 * buttons near the thumb; from 768 px they sit at bottom right, beside the content column.
 */
export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={toastConfig.durationMs}
      swipeDirection={toastConfig.swipeDirection}
      swipeThreshold={toastConfig.swipeThresholdPx}
      label="Notification"
    >
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'group relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-green-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastConfig.hotkey]}
        className="fixed inset-x-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-3 outline-none md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:max-w-[420px] md:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
