import { createQueryClient } from '@client/lib/query-client';
import { MemoryRouter } from '@client/lib/router';
import { learnerFixture } from '@client/test/fixtures';
import { apiError, mockApi, server } from '@client/test/msw';
import type { StoryListResponse, StoryResponse, StorySummary } from '@shared/contracts/stories';
import { storageKeys } from '@shared/domain/storage-keys';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FreeSectionPage } from './free-section-page';
import { PremiumSectionPage } from './premium-section-page';

const learner = (isPremium: boolean) =>
  learnerFixture({
    firstName: 'Maria',
    isGuest: !isPremium,
    subscriptionStatus: isPremium ? 'premium' : 'free',
    isPremium,
    premiumPlan: isPremium ? 'lifetime' : null,
  });

function summary(section: string, id: string, title: string, kind: 'story' | 'tip' = 'story'): StorySummary {
  return {
    id,
    section,
    kind,
    position: 1,
    title,
    readTime: 6,
    difficulty: 'Beginner',
    tags: [],
    teaser: `What ${title} is about.`,
    premium: section === 'financing-economics',
    locked: false,
    read: false,
    forSection: null,
  };
}

function storyList(section: string): StoryListResponse {
  return {
    stories: [
      summary(section, 'story-one', 'The First Offer'),
      summary(section, 'story-two', 'The Counteroffer'),
    ],
    tips: [summary(section, 'tip-one', 'Read the contract twice', 'tip')],
  };
}

const storyDetail = (s: StorySummary): StoryResponse => ({
  ...s,
  body: `Aunt Rita opened the file on ${s.title}.`,
  conceptIds: [],
});

/**
 * Fakes the API a study page uses: a signed-in learner, no states, and the section's story list,
 * which fails with a 500 the first time and then answers. The list can be held back until `release`
 * is called, to see the loading state.
 */
function fakeApi({
  section,
  isPremium,
  hold = false,
}: {
  section: string;
  isPremium: boolean;
  hold?: boolean;
}) {
  const list = storyList(section);
  let release: () => void = () => {};
  const gate = hold
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  let listCalls = 0;
  server.use(
    mockApi.get('/api/me', () => learner(isPremium)),
    mockApi.get('/api/states', () => []),
    mockApi.get('/api/stories', async ({ url }) => {
      if (url.searchParams.get('section') !== section) return apiError(404, url.pathname);
      listCalls += 1;
      await gate;
      if (listCalls === 1) return apiError(500, 'Something went wrong on our side.');
      return list;
    }),
    mockApi.get('/api/stories/:storyId', ({ params, url }) => {
      const story = [...list.stories, ...list.tips].find((s) => s.id === params.storyId);
      return story ? storyDetail(story) : apiError(404, url.pathname);
    }),
  );
  return { release, listCalls: () => listCalls };
}

function renderPage(page: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FreeSectionPage', () => {
  it('shows a loading status while the stories load', async () => {
    const api = fakeApi({ section: 'contracts-agency', isPremium: false, hold: true });
    renderPage(<FreeSectionPage slug="contracts-agency" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts & Agency' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading stories…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(api.listCalls()).toBe(1));
    api.release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Loading stories…')).not.toBeInTheDocument();
  });

  it('a failed fetch shows an error with Retry, and Retry loads the stories', async () => {
    const api = fakeApi({ section: 'contracts-agency', isPremium: false });
    renderPage(<FreeSectionPage slug="contracts-agency" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the stories.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByText(/^1 of \d+$/)).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.listCalls()).toBe(2);
    const story = screen.getByRole('article', { name: 'The First Offer' });
    expect(
      await within(story).findByText('Aunt Rita opened the file on The First Offer.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 stories, 1 tip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the contract twice' })).toBeInTheDocument();
  });
});

describe('PremiumSectionPage', () => {
  it('a failed fetch shows a loading status, then an error with Retry, and Retry loads the scenarios', async () => {
    // A returning premium learner: the cached subscription says premium before the learner loads.
    window.localStorage.setItem(
      storageKeys.premiumStatus,
      JSON.stringify({ isPremium: true, status: 'premium' }),
    );
    const api = fakeApi({ section: 'financing-economics', isPremium: true, hold: true });
    renderPage(<PremiumSectionPage slug="financing-economics" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading study materials…');
    api.release();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load these study materials.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financing & Economics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.listCalls()).toBe(2);
    const scenarios = screen.getByRole('navigation', { name: 'Scenarios' });
    expect(within(scenarios).getAllByRole('button')).toHaveLength(2);
  });
});
