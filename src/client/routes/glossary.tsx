import { GlossaryScreen } from '../features/reference/components/glossary-screen';

export function Component() {
  return <GlossaryScreen />;
}
