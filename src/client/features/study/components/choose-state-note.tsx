import { MapPin } from '@client/components/ui/icons';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';

/** A gentle reminder when no state is chosen: the stories still read well, just not personalised. */
export function ChooseStateNote() {
  const { stateCode } = useSelectedState();
  if (stateCode) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-950">
      <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-green-800" aria-hidden />
      <span>
        Choose your state with the selector at the top of the page and Aunt Rita will tell these stories with
        your state's name, licensing agency and hours.
      </span>
    </p>
  );
}
