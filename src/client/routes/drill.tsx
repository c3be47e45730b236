import { AudioDrill } from '@client/features/quiz/components/audio-drill';
import { Link } from '@client/lib/router';

export function Component() {
  return (
    <div>
      <Link
        to="/dashboard"
        className="mb-4 inline-block text-sm font-semibold text-green-800 underline underline-offset-4"
      >
        Back to Dashboard
      </Link>
      <AudioDrill />
    </div>
  );
}
