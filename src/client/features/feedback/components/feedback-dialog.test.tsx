import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
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

afterEach(() => vi.unstubAllGlobals());

describe('FeedbackButton', () => {
  it('warns when the rating or text is missing and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends rating and text, confirms and clears the form', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 1, message: 'ok' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText("What's working well? (required)"), 'Love the stories');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Feedback Submitted!')).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      rating: 5,
      feedback: 'Love the stories',
      mostHelpful: '',
      suggestions: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure toast when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"INTERNAL","message":"x"}}', { status: 500 })),
    );
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
