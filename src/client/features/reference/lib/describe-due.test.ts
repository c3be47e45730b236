import { describe, expect, it } from 'vitest';
import { describeDue } from './describe-due';

const now = Date.UTC(2026, 0, 1, 12);
const later = (ms: number) => new Date(now + ms).toISOString();

describe('describeDue', () => {
  it('says when a card comes back in minutes, hours or days', () => {
    expect(describeDue(later(20_000), now)).toBe('in under a minute');
    expect(describeDue(later(60_000), now)).toBe('in 1 minute');
    expect(describeDue(later(10 * 60_000), now)).toBe('in 10 minutes');
    expect(describeDue(later(3 * 3600_000), now)).toBe('in 3 hours');
    expect(describeDue(later(4 * 86_400_000), now)).toBe('in 4 days');
    expect(describeDue(later(-5000), now)).toBe('in under a minute');
  });
});
