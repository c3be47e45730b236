import { PremiumSectionPage } from '../features/study/components/premium-section-page';

export function Component() {
  return <PremiumSectionPage slug="financing-economics" />;
}
