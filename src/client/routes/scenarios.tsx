import { ScenarioBrowser } from '@client/features/study/components/scenario-browser';

export function Component() {
  return <ScenarioBrowser />;
}
