import { RouterProvider } from '@client/lib/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentChild, render } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { noteLaterParts } from './components/later-part';
import { registerServiceWorker } from './features/pwa/register-sw';
import { captureInstallPrompt } from './lib/install-prompt';
import { createQueryClient } from './lib/query-client';
import { takeOverMarkup } from './lib/takeover';
import { createRouter } from './router';
import './styles.css';

captureInstallPrompt();
const queryClient = createQueryClient();
const router = createRouter(queryClient);
const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * The landing page arrives with its screen in the HTML (landing.html, decision 18). Preact's own render
 * takes that markup over: it reuses the nodes that match and patches any attribute or text that differs
 * (data that came in before the first render). The compat layer's createRoot would empty the container
 * first, and hydrate would keep a differing attribute as it is. Any other page renders as before.
 */
function renderApp() {
  if (container.hasAttribute('data-prerendered')) {
    noteLaterParts(container);
    takeOverMarkup(() => render(app as unknown as ComponentChild, container));
  } else createRoot(container).render(app);
}

/**
 * A prerendered page keeps its markup until the route's code has loaded, so that the first render draws
 * the same screen over it instead of an empty frame (the router renders nothing before then).
 */
function whenRouterReady(then: () => void) {
  if (!container.hasAttribute('data-prerendered') || router.state.initialized) return then();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    then();
  });
}

/**
 * A page the server rendered with its data (`data-prerendered-data`: the glossary's terms, decision 23)
 * keeps its markup until the requests the route's loaders started have settled, so that the first render
 * draws the same cards over it, not a loading state in their place. A failed request settles too (the
 * screen shows its error); a request still out after 10 s no longer holds the app back.
 */
function whenDataReady(then: () => void) {
  if (!container.hasAttribute('data-prerendered-data') || queryClient.isFetching() === 0) return then();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    clearTimeout(timer);
    then();
  };
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) finish();
  });
  const timer = setTimeout(finish, 10_000);
}

/**
 * A click on a prerendered button made before this script ran (early-clicks.ts kept the button) happens
 * now, once, on the same button: the render above reused it and attached its handlers.
 */
function replayEarlyClick() {
  const w = window as Window & { __earlyClicks?: HTMLElement[]; __appTookOver?: boolean };
  w.__appTookOver = true;
  const last = w.__earlyClicks?.at(-1);
  w.__earlyClicks = [];
  // After the first render's effects (Preact runs them in a task queued from the next frame), so a
  // handler that talks to a listener an effect sets up finds it.
  if (last?.isConnected) requestAnimationFrame(() => setTimeout(() => last.click()));
}

/**
 * Text typed into a prerendered field before this script ran (the glossary's search; early-clicks.ts
 * notes the fields): the render above reuses the field but sets its value from the screen's state, which
 * knows nothing of it. Noted before the render, then put back and announced as input, so the screen's
 * state takes it up (and filters).
 */
function keepEarlyTyping() {
  const w = window as Window & { __earlyInputs?: (HTMLInputElement | HTMLTextAreaElement)[] };
  const typed = (w.__earlyInputs ?? []).map((field) => ({ field, value: field.value }));
  w.__earlyInputs = [];
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected || field.value === value) continue;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

whenRouterReady(() =>
  whenDataReady(() => {
    const restoreTyping = keepEarlyTyping();
    renderApp();
    restoreTyping();
    replayEarlyClick();
  }),
);

registerServiceWorker();
