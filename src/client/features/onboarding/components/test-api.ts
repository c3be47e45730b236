import { learnerFixture } from '@client/test/fixtures';
import { apiError, mockApi, server } from '@client/test/msw';

/** The fake API of the onboarding component tests: a visitor until a guest is created. */
export function fakeOnboardingApi({
  onboarding = 200,
  signedIn = false,
}: {
  onboarding?: number;
  signedIn?: boolean;
} = {}) {
  let hasSession = signedIn;
  const user = learnerFixture();
  server.use(
    mockApi.get('/api/me', () => (hasSession ? user : null)),
    mockApi.post('/api/auth/sign-in/anonymous', () => {
      hasSession = true;
      return { user: { id: 'u1' } };
    }),
    mockApi.patch('/api/user/profile', () => user),
    mockApi.post('/api/user/onboarding-complete', () =>
      onboarding === 200 ? { message: 'Onboarding complete' } : apiError(onboarding, 'Something went wrong'),
    ),
    mockApi.get('/api/track', () => ({ completed: 0, total: 10, steps: [] })),
    mockApi.get('/api/states', () => []),
    mockApi.get('/api/config', () => ({
      feedbackEmail: 'feedback@homesteadprep.example',
      payments: { provider: 'test', publishableKey: null },
      counts: { questions: 10, glossaryTerms: 20, flashcards: 30, concepts: 4, states: 50, stories: 8 },
    })),
  );
}
