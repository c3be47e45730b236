import { cn } from '@client/lib/cn';
import type { StorySummary } from '@shared/contracts/stories';
import { useId } from 'react';

/** The title picker: a native select, labelled "Choose a story". Read stories carry "(read)". */
export function StoryPicker({
  stories,
  index,
  onChange,
  className,
}: {
  stories: StorySummary[];
  index: number;
  onChange: (index: number) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        Choose a story
      </label>
      <select
        id={id}
        value={stories[index]?.id ?? ''}
        onChange={(e) => onChange(stories.findIndex((s) => s.id === e.target.value))}
        className="h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-green-800"
      >
        {stories.map((s, i) => (
          <option key={s.id} value={s.id}>
            {`${i + 1}. ${s.title}${s.read ? ' (read)' : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}
