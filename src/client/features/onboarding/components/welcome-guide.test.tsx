import { createQueryClient } from '@client/lib/query-client';
import { MemoryRouter } from '@client/lib/router';
import { requests } from '@client/test/msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOnboardingApi } from './test-api';
import { WelcomeGuide } from './welcome-guide';

function renderGuide() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WelcomeGuide />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function walkToLastStep() {
  for (let i = 1; i < 7; i++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('7 of 7')).toBeInTheDocument();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WelcomeGuide', () => {
  it('shows seven steps with dots, Previous disabled on the first and Complete Welcome on the last', async () => {
    fakeOnboardingApi({ signedIn: true });
    renderGuide();
    const dots = screen.getByRole('list', { name: 'Welcome guide progress' });
    expect(within(dots).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dots).getByText('Step 1, Welcome to Homestead Prep: current step')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Universal content first' })).toHaveFocus();
    expect(within(dots).getByText('Step 1, Welcome to Homestead Prep: done')).toBeInTheDocument();
    expect(within(dots).getByText('Step 2, Universal content first: current step')).toBeInTheDocument();
    expect(
      within(dots).getByText('Step 3, Study materials: family stories: not started'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1 of 7')).toBeInTheDocument();
    await walkToLastStep();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Welcome' })).toBeEnabled();
  });

  it('Complete Welcome posts onboarding complete, sets welcomeCollapsed and collapses the guide', async () => {
    fakeOnboardingApi({ signedIn: true });
    renderGuide();
    await walkToLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Welcome' }));
    const done = await screen.findByRole('heading', { name: 'You have completed the welcome guide' });
    // Focus moves in an effect, which runs after the paint.
    await waitFor(() => expect(done).toHaveFocus());
    expect(requests.to('POST /api/user/onboarding-complete')).toHaveLength(1);
    expect(window.localStorage.getItem('welcomeCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: /Show guide/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('completes locally, logging the failure, when the server call fails', async () => {
    fakeOnboardingApi({ signedIn: true, onboarding: 500 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGuide();
    await walkToLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Welcome' }));
    expect(
      await screen.findByRole('heading', { name: 'You have completed the welcome guide' }),
    ).toBeVisible();
    expect(error).toHaveBeenCalledWith('Database update unavailable, completing locally', expect.anything());
    expect(window.localStorage.getItem('welcomeCollapsed')).toBe('true');
  });

  it('reads the collapsed state from welcomeCollapsed and writes it back when toggled', async () => {
    fakeOnboardingApi({ signedIn: true });
    window.localStorage.setItem('welcomeCollapsed', 'true');
    renderGuide();
    const toggle = screen.getByRole('button', { name: /Show guide/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('1 of 7')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(window.localStorage.getItem('welcomeCollapsed')).toBe('false');
    // The mark the first-paint script sets for the prerendered dashboard follows (appearance.ts).
    expect(document.documentElement).not.toHaveAttribute('data-welcome-collapsed');
    expect(screen.getByText('1 of 7')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Hide guide/ }));
    expect(window.localStorage.getItem('welcomeCollapsed')).toBe('true');
    expect(document.documentElement).toHaveAttribute('data-welcome-collapsed');
    await waitFor(() => expect(screen.getByText('1 of 7')).not.toBeVisible());
  });
});
