import { GlossaryScreen } from '@client/features/reference/components/glossary-screen';

export function Component() {
  return <GlossaryScreen />;
}
