import { useStates } from '@client/lib/api/get-states';
import { stateCodes } from '@shared/domain/states';

/** The 50 states for a select, named once the state list has loaded (codes until then). */
export function useStateOptions() {
  const states = useStates();
  const names = new Map((states.data ?? []).map((s) => [s.id, s.name]));
  return stateCodes.map((code) => ({
    value: code,
    label: names.get(code) ? `${names.get(code)} (${code})` : code,
  }));
}
