/**
 * The one way the client talks to the server. Cookies always go along; a body implies JSON. Any
 * non-OK response becomes an ApiError whose message is `<status>: <body text or status text>`
 * (spec section 8), with the server's error code and message kept for display.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}

async function toApiError(res: Response) {
  const text = (await res.text().catch(() => '')) || res.statusText;
  let code: string | null = null;
  let serverMessage: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string }; message?: string };
    code = body.error?.code ?? null;
    serverMessage = body.error?.message ?? body.message ?? null;
  } catch {
    // not JSON
  }
  return new ApiError(res.status, `${res.status}: ${text}`, code, serverMessage);
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** GET that yields null on 401 instead of throwing (the spec's on401: returnNull). */
export async function apiGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};

/** The message to show a person: the server's own words when it sent some. */
export function describeError(err: unknown) {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  // A fetch that never reached the server: say what the learner can do about it.
  if (err instanceof TypeError && typeof navigator !== 'undefined' && !navigator.onLine)
    return "You're offline, and this needs a connection. It will load once you are back online.";
  return err instanceof Error ? err.message : String(err);
}
