import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/field';
import { Star } from '@client/components/ui/icons';
import { toast } from '@client/components/ui/use-toast';
import { useSendFeedback } from '@client/features/feedback/api/send-feedback';
import { cn } from '@client/lib/cn';
import { onOpenFeedback } from '@client/lib/feedback-launcher';
import { FEEDBACK_TEXT_MAX } from '@shared/domain/limits';
import { type FormEvent, useEffect, useState } from 'react';
import { FloatingFeedbackButton } from './floating-feedback-button';

const empty = { rating: 0, feedback: '', mostHelpful: '', suggestions: '' };

/**
 * The round button at bottom right and its dialog (spec sections 4, 5 and 8). The round button shows
 * only where the page has margins to hold it (1280 px and wider) and never on focus screens (quiz,
 * exam, results), so it covers no content or button; elsewhere the phone's "More" menu and the main
 * nav open the same dialog through `openFeedback`.
 */
export function FeedbackButton({
  floating = true,
  defaultOpen = false,
}: {
  floating?: boolean;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => onOpenFeedback(() => setOpen(true)), []);
  const [form, setForm] = useState(empty);
  const send = useSendFeedback();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.rating || !form.feedback.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please provide a rating and feedback before submitting.',
        variant: 'destructive',
      });
      return;
    }
    send.mutate(form, {
      onSuccess: () => {
        toast({
          title: 'Feedback Submitted!',
          description: "Thank you for your feedback. We'll review it and get back to you if needed.",
        });
        setForm(empty);
        setOpen(false);
      },
      onError: (err) => {
        console.error('Feedback failed', err);
        toast({
          title: 'Submission Failed',
          description: 'There was an error submitting your feedback. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {floating && (
        <DialogTrigger asChild>
          <FloatingFeedbackButton />
        </DialogTrigger>
      )}
      <DialogContent
        title="Share your feedback"
        description="Help Aunt Rita make Homestead Prep better for every learner."
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-semibold text-stone-800">
              How would you rate your experience? (required)
            </legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={form.rating === n}
                    onChange={() => setForm({ ...form, rating: n })}
                    className="sr-only"
                    aria-label={`${n} star${n > 1 ? 's' : ''}`}
                  />
                  <Star
                    className={cn(
                      'h-8 w-8',
                      n <= form.rating ? 'fill-amber-400 text-amber-500' : 'text-stone-400',
                    )}
                    aria-hidden
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label="What's working well? (required)"
            value={form.feedback}
            onChange={(e) => setForm({ ...form, feedback: e.target.value })}
            className="min-h-[100px]"
            maxLength={FEEDBACK_TEXT_MAX}
          />
          <TextAreaField
            label="What has been most helpful? (optional)"
            value={form.mostHelpful}
            onChange={(e) => setForm({ ...form, mostHelpful: e.target.value })}
            className="min-h-[80px]"
            maxLength={FEEDBACK_TEXT_MAX}
          />
          <TextAreaField
            label="Any suggestions? (optional)"
            value={form.suggestions}
            onChange={(e) => setForm({ ...form, suggestions: e.target.value })}
            className="min-h-[80px]"
            maxLength={FEEDBACK_TEXT_MAX}
          />
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Submit Feedback'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
