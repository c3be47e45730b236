import '@testing-library/jest-dom/vitest';
import { listenOptions, resetRequests, server } from '@client/test/msw';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

beforeAll(() => server.listen(listenOptions));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Last, so a request no handler answered fails the test after everything is cleaned up.
  resetRequests();
});

afterAll(() => server.close());
