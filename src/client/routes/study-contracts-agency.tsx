import { FreeSectionPage } from '@client/features/study/components/free-section-page';

export function Component() {
  return <FreeSectionPage slug="contracts-agency" />;
}
