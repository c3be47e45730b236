import { jsonResponse, learnerFixture } from '@client/test/fixtures';
import { vi } from 'vitest';

/** A fake of our API for the onboarding component tests: a visitor until a guest is created. */
export function stubApi({
  onboarding = 200,
  signedIn = false,
}: {
  onboarding?: number;
  signedIn?: boolean;
} = {}) {
  let hasSession = signedIn;
  const json = jsonResponse;
  const user = learnerFixture();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/get-session') return json(hasSession ? { user: { id: 'u1' } } : null);
    if (url === '/api/user') return json(user);
    if (url === '/api/auth/sign-in/anonymous') {
      hasSession = true;
      return json({ user: { id: 'u1' } });
    }
    if (url === '/api/user/profile' && method === 'PATCH') return json(user);
    if (url === '/api/user/onboarding-complete' && method === 'POST')
      return onboarding === 200
        ? json({ message: 'Onboarding complete' })
        : json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, onboarding);
    if (url === '/api/track') return json({ completed: 0, total: 10, steps: [] });
    if (url === '/api/states') return json([]);
    if (url === '/api/config')
      return json({
        feedbackEmail: 'feedback@homesteadprep.example',
        payments: { provider: 'test', publishableKey: null },
        counts: { questions: 10, glossaryTerms: 20, flashcards: 30, concepts: 4, states: 50 },
      });
    return json({ error: { code: 'NOT_FOUND', message: url } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string, method = 'POST') =>
    fetch.mock.calls.filter(([u, init]) => String(u) === path && (init?.method ?? 'GET') === method);
  return { fetch, calls };
}
