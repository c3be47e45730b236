import { Button } from '@client/components/ui/button';
import { createQueryClient } from '@client/lib/query-client';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '@client/lib/router';
import { requests } from '@client/test/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingTour } from './onboarding-tour';
import { fakeOnboardingApi } from './test-api';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The tour lives in a layout so it survives the trip to /dashboard and can be reopened there. */
function renderTour() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <OnboardingTour trigger={<Button>Start studying free</Button>} />
            <Where />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: null },
          { path: '/dashboard', element: null },
          { path: '/subscribe', element: null },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const open = () => userEvent.click(screen.getByRole('button', { name: 'Start studying free' }));
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OnboardingTour', () => {
  it('walks five steps with Previous disabled on the first', async () => {
    fakeOnboardingApi();
    renderTour();
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Homestead Prep' });
    expect(dialog).toHaveAccessibleDescription('A quick tour in five steps.');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await next();
    expect(screen.getByRole('dialog', { name: 'Two ways to learn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute('href', '/subscribe');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    for (let i = 0; i < 4; i++) await next();
    expect(screen.getByRole('dialog', { name: 'Get started' })).toBeInTheDocument();
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('Start makes a visitor a guest, posts onboarding complete and goes to the dashboard', async () => {
    fakeOnboardingApi();
    renderTour();
    await open();
    for (let i = 0; i < 4; i++) await next();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.to('POST /api/auth/sign-in/anonymous')).toHaveLength(1);
    expect(requests.to('POST /api/user/onboarding-complete')).toHaveLength(1);
  });

  it('still closes, logging the error, when onboarding complete fails', async () => {
    fakeOnboardingApi({ signedIn: true, onboarding: 500 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTour();
    await open();
    for (let i = 0; i < 4; i++) await next();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Database update unavailable, completing locally', expect.anything());
  });

  it('closing goes to the dashboard and reopening starts again at step 1', async () => {
    fakeOnboardingApi();
    renderTour();
    await open();
    await next();
    await next();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.to('POST /api/user/onboarding-complete')).toHaveLength(0);
    await open();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Homestead Prep' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
