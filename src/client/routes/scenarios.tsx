import { ScenarioBrowser } from '../features/study/components/scenario-browser';

export function Component() {
  return <ScenarioBrowser />;
}
