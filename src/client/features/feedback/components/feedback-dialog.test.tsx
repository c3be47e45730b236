import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';
import { apiError, mockApi, requests, server } from '@client/test/msw';
import type { FeedbackRequest } from '@shared/contracts/feedback';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackButton } from './feedback-dialog';

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackButton />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FeedbackButton', () => {
  it('warns when the rating or text is missing and sends nothing', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(requests.all()).toHaveLength(0);
  });

  it('sends rating and text, confirms and clears the form', async () => {
    server.use(mockApi.post('/api/feedback', () => ({ id: 1, message: 'ok' }), { status: 201 }));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText("What's working well? (required)"), 'Love the stories');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted!')).toBeInTheDocument();
    expect(await requests.bodies('POST /api/feedback')).toEqual<FeedbackRequest[]>([
      {
        rating: 5,
        feedback: 'Love the stories',
        mostHelpful: '',
        suggestions: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Reopened, the form is empty again.
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your feedback' });
    expect(within(dialog).getByLabelText("What's working well? (required)")).toHaveValue('');
    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();
  });

  it('shows the failure toast when the server refuses', async () => {
    server.use(mockApi.post('/api/feedback', () => apiError(500, 'x')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(screen.getByLabelText("What's working well? (required)"), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
