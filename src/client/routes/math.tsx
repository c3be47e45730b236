import { MathScreen } from '@client/features/reference/components/math-screen';

export function Component() {
  return <MathScreen />;
}
