import { useStates } from '@client/lib/api/get-states';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { isStateCode } from '@shared/domain/states';
import { useId } from 'react';

export function StateSelector({ className }: { className?: string }) {
  const id = useId();
  const { data: states } = useStates();
  const { stateCode, setStateCode } = useSelectedState();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Your state
      </label>
      <select
        id={id}
        value={stateCode ?? ''}
        onChange={(e) => setStateCode(isStateCode(e.target.value) ? e.target.value : null)}
        className="h-10 w-full max-w-[11rem] rounded-lg border border-green-700 bg-white px-2 text-sm font-medium text-green-950 focus-visible:outline-2 focus-visible:outline-green-800"
      >
        <option value="">Choose your state</option>
        {states?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
