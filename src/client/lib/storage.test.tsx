import { readLocalPremium } from '@client/lib/hooks/use-is-premium';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('falls back to free defaults and logs when storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storage.get('selectedState')).toBeNull();
    expect(readLocalPremium()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('treats the local premium record as valid only while unexpired', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    storage.setJson('premium_status', {
      isPremium: true,
      status: 'premium',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(readLocalPremium(now)).toBe(true);
    storage.setJson('premium_status', {
      isPremium: true,
      status: 'premium',
      expiresAt: '2026-11-01T00:00:00Z',
    });
    expect(readLocalPremium(now)).toBe(false);
    storage.setJson('premium_status', { isPremium: true, status: 'premium' });
    expect(readLocalPremium(now)).toBe(true);
    storage.set('premium_status', '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLocalPremium(now)).toBe(false);
  });
});
