import { toast } from '@client/components/ui/use-toast';
import { ApiError, describeError } from '@client/lib/api-client';
import { adminTopics, type ImportProblem } from '@shared/contracts/admin';

const difficulties: Record<number, string> = {
  1: 'Beginner',
  2: 'Easy',
  3: 'Medium',
  4: 'Hard',
  5: 'Expert',
};
/** Spec section 3: 1 Beginner to 5 Expert; anything else 'Unknown'. */
export const difficultyLabel = (d: number) => difficulties[d] ?? 'Unknown';
/** Spec section 3: the type with underscores shown as spaces, uppercased. */
export const typeLabel = (t: string) => t.replace(/_/g, ' ').toUpperCase();
/** Spec section 8: an unknown topic shows 'Topic {id}'. */
export const topicName = (id: number | null) =>
  id === null ? 'No topic' : (adminTopics.find((t) => t.id === id)?.name ?? `Topic ${id}`);

/** The spec's admin toasts: success shows the server's message, failure the error's. */
export function toastSuccess(title: string, message: string) {
  toast({ title, description: message });
}
export function toastFailure(title: string, err: unknown) {
  toast({ title, description: describeError(err), variant: 'destructive' });
}

/** The row/column problems of a refused import, read from the error body. */
export function importProblems(err: unknown): ImportProblem[] {
  if (!(err instanceof ApiError)) return [];
  try {
    const body = JSON.parse(err.message.slice(err.message.indexOf(':') + 1)) as {
      problems?: ImportProblem[];
    };
    return body.problems ?? [];
  } catch {
    return [];
  }
}

export const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
