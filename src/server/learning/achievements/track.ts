import type { LearnerStats } from './stats';

/**
 * Guided-track steps complete from real activity: the welcome step when the learner finishes the
 * welcome guide; a study step when every story of its section is read (each counted only after
 * enough time on the page for its length: secondsToCountRead); a quiz step when a
 * session of its mode is finished. The two Quick Hits steps each need a finished round of their
 * area: a Quick Hits or custom round more than half of whose questions were from it, so one mixed
 * round ticks at most one of them.
 */
export function isTrackStepComplete(stepId: string, s: LearnerStats): boolean {
  const finished = (mode: string) => s.sessions.some((x) => x.mode === mode);
  const read = (section: string) => s.storiesLeftBySection.get(section) === 0;
  const roundOf = (area: string) =>
    s.roundAreas.some((x) => (x.mode === 'quick' || x.mode === 'custom') && x.area === area);
  switch (stepId) {
    case 'welcome':
      return s.onboarded;
    case 'property-basics':
      return read('property-principles');
    case 'property-quiz':
      return roundOf('property');
    case 'contracts-study':
      return read('contracts-agency');
    case 'contracts-quiz':
      return roundOf('contracts');
    case 'finance-study':
      return read('financing-economics');
    case 'finance-quiz':
      return finished('adaptive');
    case 'law-study':
      return read('real-estate-law');
    case 'challenge-mode':
      return finished('weak_areas');
    case 'final-exam':
      return finished('mock_exam');
    default:
      return false;
  }
}

export const trackStepIds = [
  'welcome',
  'property-basics',
  'property-quiz',
  'contracts-study',
  'contracts-quiz',
  'finance-study',
  'finance-quiz',
  'law-study',
  'challenge-mode',
  'final-exam',
] as const;

export function countCompletedSteps(s: LearnerStats) {
  return trackStepIds.filter((id) => isTrackStepComplete(id, s)).length;
}
