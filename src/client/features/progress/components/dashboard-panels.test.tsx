import { createQueryClient } from '@client/lib/query-client';
import { MemoryRouter } from '@client/lib/router';
import { learnerFixture } from '@client/test/fixtures';
import { type ApiBody, type ApiPath, apiError, mockApi, requests, server } from '@client/test/msw';
import type {
  AchievementsResponse,
  ProgressResponse,
  ReadinessResponse,
  TrackResponse,
} from '@shared/contracts/progress';
import type { EarnedAchievement } from '@shared/contracts/quiz';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LearningTrack } from './learning-track';
import { ReadinessCard } from './readiness-card';
import { RecentAchievements } from './recent-achievements';
import { StreakCard } from './streak-card';

const freeLearner = learnerFixture({ firstName: 'Maria' });

const track: TrackResponse = {
  completed: 1,
  total: 2,
  steps: [
    {
      id: 'welcome',
      order: 1,
      title: 'Welcome and getting started',
      description: 'Meet Aunt Rita.',
      type: 'dashboard',
      target: '/getting-started',
      mode: null,
      estimatedMinutes: 5,
      required: true,
      premium: false,
      completed: true,
    },
    {
      id: 'property-basics',
      order: 2,
      title: 'Property basics',
      description: 'Read the family stories on real property.',
      type: 'study',
      target: '/study/property-principles',
      mode: null,
      estimatedMinutes: 30,
      required: true,
      premium: false,
      completed: false,
    },
  ],
};

const readiness: ReadinessResponse = {
  stateCode: 'CA',
  vendor: 'PSI',
  passingPercentage: 70,
  predictedPercent: 55,
  low: 40,
  high: 70,
  answered: 0,
  byTopic: [],
  portions: [
    {
      kind: 'combined',
      title: 'Exam',
      passPercent: 70,
      answered: 40,
      needed: 30,
      predictedPercent: 55,
      low: 40,
      high: 70,
      byTopic: [],
    },
  ],
};

const progress: ProgressResponse = {
  areas: [],
  overall: { questionsAnswered: 0, questionsCorrect: 0, accuracy: 0 },
  activeDays: [],
};

const earned: EarnedAchievement[] = [
  {
    id: 'first-steps',
    name: 'First Steps',
    description: 'Answer your first practice question.',
    icon: 'star',
    points: 10,
    earnedAt: '2025-01-01T00:00:00.000Z',
  },
];
const allAchievements: AchievementsResponse = earned.map(({ earnedAt: _, ...a }) => a);

/** Holds the answer until `release` is called. */
function held<P extends ApiPath<'GET'>>(path: P, body: ApiBody<'GET', P>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = mockApi.get(path, async () => {
    await gate;
    return body;
  });
  return { handler, release };
}

/** Fails the first call with a 500; later calls fall through to the default handler. */
const failOnce = (path: ApiPath<'GET'>) =>
  mockApi.get(path, () => apiError(500, 'Something broke.'), { once: true });

/**
 * Fakes the learner's API: a signed-in free learner and empty lists, with `overrides` answering
 * first. The requests it receives are in `requests`.
 */
function fakeApi(...overrides: HttpHandler[]) {
  server.use(
    ...overrides,
    mockApi.get('/api/me', () => freeLearner),
    mockApi.get('/api/states', () => []),
    mockApi.get('/api/track', () => track),
    mockApi.get('/api/user/readiness', () => readiness),
    mockApi.get('/api/user/progress', () => progress),
    mockApi.get('/api/user/achievements', () => earned),
    mockApi.get('/api/achievements', () => allAchievements),
  );
}

const callsTo = (path: ApiPath<'GET'>) => requests.to(`GET ${path}`).length;

function renderPanel(panel: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{panel}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A dashboard panel and the route it loads: `body` must match that route's contract. */
const panel = <P extends ApiPath<'GET'>>(p: {
  name: string;
  element: ReactElement;
  path: P;
  body: ApiBody<'GET', P>;
  loading: string;
  errorTitle: string;
  loaded: () => HTMLElement;
}) => p;

const panels = [
  panel({
    name: 'Guided learning track',
    element: <LearningTrack />,
    path: '/api/track',
    body: track,
    loading: 'Loading your learning track…',
    errorTitle: 'We could not load your learning track.',
    loaded: () => screen.getByText('1 of 2 steps complete'),
  }),
  panel({
    name: 'Exam readiness',
    element: <ReadinessCard />,
    path: '/api/user/readiness',
    body: readiness,
    loading: 'Loading your exam readiness…',
    errorTitle: 'We could not load your exam readiness.',
    loaded: () => screen.getByText('(40-70%)'),
  }),
  panel({
    name: 'Study streak',
    element: <StreakCard />,
    path: '/api/user/progress',
    body: progress,
    loading: 'Loading your streak…',
    errorTitle: 'We could not load your streak.',
    loaded: () => screen.getByText('Answer one question today to start a streak.'),
  }),
  panel({
    name: 'Recent achievements',
    element: <RecentAchievements />,
    path: '/api/user/achievements',
    body: earned,
    loading: 'Loading your achievements…',
    errorTitle: 'We could not load your achievements.',
    loaded: () => screen.getByText('First Steps'),
  }),
];

describe.each(panels)('the $name panel', ({ name, element, path, body, loading, errorTitle, loaded }) => {
  it('shows a loading status until its data arrives', async () => {
    const { handler, release } = held(path, body);
    fakeApi(handler);
    renderPanel(element);
    const region = screen.getByRole('region', { name });
    // The learner has loaded and the panel's own request is under way.
    await vi.waitFor(() => expect(callsTo(path)).toBe(1));
    expect(within(region).getByRole('status')).toHaveTextContent(loading);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    release();
    await vi.waitFor(() => expect(loaded()).toBeInTheDocument());
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with the server message, and Retry loads the data', async () => {
    fakeApi(failOnce(path));
    renderPanel(element);
    const region = screen.getByRole('region', { name });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(errorTitle);
    expect(alert).toHaveTextContent('Something broke.');
    expect(callsTo(path)).toBe(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(loaded()).toBeInTheDocument());
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(path)).toBe(2);
  });
});

describe('a dashboard panel when the learner record fails to load', () => {
  it('shows the error, and Retry loads the learner and then the panel', async () => {
    fakeApi(failOnce('/api/me'));
    renderPanel(<LearningTrack />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your learning track.');
    expect(alert).toHaveTextContent('Something broke.');
    expect(callsTo('/api/track')).toBe(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 2 steps complete')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('/api/me')).toBe(2);
  });
});

describe('the readiness card', () => {
  it("draws each portion's pass mark, and its label, at the pass mark on the bar's own scale", async () => {
    fakeApi(
      mockApi.get('/api/user/readiness', () => ({
        ...readiness,
        stateCode: 'TX',
        portions: [
          { ...readiness.portions[0]!, kind: 'national', title: 'National portion', passPercent: 70 },
          {
            ...readiness.portions[0]!,
            kind: 'state',
            title: 'State portion',
            passPercent: 72.5,
            predictedPercent: 80,
            low: 71,
            high: 88,
          },
        ],
      })),
    );
    renderPanel(<ReadinessCard />);
    const state = await screen.findByRole('region', { name: 'Readiness for the state portion' });
    const national = screen.getByRole('region', { name: 'Readiness for the national portion' });
    for (const [region, pass] of [
      [national, '70%'],
      [state, '72.5%'],
    ] as const) {
      expect(within(region).getByTestId('pass-mark')).toHaveStyle({ left: pass });
      expect(within(region).getByTestId('pass-mark-label')).toHaveStyle({ left: pass });
      expect(within(region).getByTestId('pass-mark-label')).toHaveTextContent(`pass ${pass}`);
    }
    expect(within(state).getByText('On track.')).toBeInTheDocument();
  });

  it('shows no figure for a portion without enough answers, and says how many it takes', async () => {
    fakeApi(
      mockApi.get('/api/user/readiness', () => ({
        ...readiness,
        portions: [{ ...readiness.portions[0]!, answered: 7, predictedPercent: null, low: null, high: null }],
      })),
    );
    renderPanel(<ReadinessCard />);
    expect(
      await screen.findByText(/Not enough answers yet to predict this portion: 7 answers of the 30 it takes/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('pass-mark')).not.toBeInTheDocument();
  });
});
