import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { authed, createTestApp, signInGuest, type TestApp } from '@server/test/helpers';
import type { StatesResponse } from '@shared/contracts/states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/states', () => {
  it('lists the 50 states with every spec field, open to anyone', async () => {
    const guest = await signInGuest(app);
    for (const headers of [{}, authed(guest)]) {
      const res = await app.inject({ url: '/api/states', headers });
      expect(res.statusCode).toBe(200);
      const states = res.json() as StatesResponse;
      expect(states).toHaveLength(50);
      for (const s of states) {
        expect(s.preEducationHours).toBeGreaterThan(0);
        expect(s.licenseRenewalYears).toBeGreaterThanOrEqual(1);
        expect(s.licenseRenewalYears).toBeLessThanOrEqual(4);
        expect(s.website).toMatch(/^https?:\/\//);
      }
    }
  });

  it('answers with an ETag: 304 and no body when the caller holds it, the same bytes precompressed', async () => {
    const first = await app.inject({ url: '/api/states' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/api/states', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await app.inject({ url: '/api/states', headers: { 'if-none-match': `"stale", ${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await app.inject({ url: '/api/states', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
    for (const coding of ['br', 'gzip']) {
      const res = await app.inject({ url: '/api/states', headers: { 'accept-encoding': coding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.etag).toBe(etag);
      const body = coding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(first.json());
    }
  });

  it('follows the spec: passing 75% in AK, AZ, CO, FL, GA, IL, KY, PA and 70% elsewhere; vendors as listed', async () => {
    const states = (await app.inject('/api/states')).json() as StatesResponse;
    const by = new Map(states.map((s) => [s.id, s]));
    for (const code of ['AK', 'AZ', 'CO', 'FL', 'GA', 'IL', 'KY', 'PA'])
      expect(by.get(code as never)!.passingPercentage).toBe(75);
    expect(states.filter((s) => s.passingPercentage === 70)).toHaveLength(42);
    for (const code of ['AZ', 'FL', 'TX']) expect(by.get(code as never)!.examProvider).toBe('Pearson VUE');
    expect(by.get('CA' as never)!.examProvider).toBe('eLicensing');
    expect(states.filter((s) => s.examProvider === 'PSI')).toHaveLength(46);
    expect(by.get('NY' as never)!.continuingEducationHours).toBe(22.5);
    expect(by.get('GA' as never)!.mockExam).toEqual({ questions: 152, minutes: 180 });
    expect(by.get('VT' as never)!.mockExam).toEqual({ questions: 100, minutes: 120 });
  });

  it('has no writes: other methods are 404', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/states', payload: {} })).statusCode).toBe(404);
  });
});

describe('GET /api/states/:stateCode/supplement', () => {
  it("gives a state's glance and Aunt Rita's state story to anyone, with its count of state items", async () => {
    const res = await app.inject('/api/states/TX/supplement');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ stateCode: 'TX', stateName: 'Texas' });
    expect(s.stateItems).toBeGreaterThanOrEqual(80);
    expect(s.glance.topRules).toHaveLength(10);
    expect(s.glance.regulator.name).toMatch(/Texas Real Estate Commission/);
    expect(s.story.body.split(/\s+/).length).toBeGreaterThan(600);
  });

  it('answers 404 with a clear message for a state with no supplement, and 400 for a bad code', async () => {
    const none = await app.inject('/api/states/WY/supplement');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toMatch(/no state supplement for WY/);
    const bad = await app.inject('/api/states/XX/supplement');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
  });
});
