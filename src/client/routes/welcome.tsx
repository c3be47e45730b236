import { WelcomeGuide } from '../features/onboarding/components/welcome-guide';

export function Component() {
  return <WelcomeGuide />;
}
