import { WelcomeGuide } from '@client/features/onboarding/components/welcome-guide';

export function Component() {
  return <WelcomeGuide />;
}
