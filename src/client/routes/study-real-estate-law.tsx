import { PremiumSectionPage } from '@client/features/study/components/premium-section-page';

export function Component() {
  return <PremiumSectionPage slug="real-estate-law" />;
}
