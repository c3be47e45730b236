import { FreeSectionPage } from '../features/study/components/free-section-page';

export function Component() {
  return <FreeSectionPage slug="property-principles" />;
}
