import { MathScreen } from '../features/reference/components/math-screen';

export function Component() {
  return <MathScreen />;
}
