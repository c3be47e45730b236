import type { AppConfigResponse } from '@shared/contracts/app-config';
import type { ErrorCode, ErrorResponse, MessageResponse } from '@shared/contracts/common';
import type { FeedbackResponse } from '@shared/contracts/feedback';
import type {
  AchievementsResponse,
  ProgressResponse,
  ReadinessResponse,
  TrackResponse,
} from '@shared/contracts/progress';
import type { EarnedAchievement, QuizSessionResponse } from '@shared/contracts/quiz';
import type { GlossaryResponse } from '@shared/contracts/reference';
import type { StatesResponse } from '@shared/contracts/states';
import type { StoryListResponse, StoryResponse } from '@shared/contracts/stories';
import type { UserResponse } from '@shared/contracts/user';
import { type HttpHandler, HttpResponse, http, type JsonBodyType, matchRequestUrl } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The session as Better Auth's /api/auth endpoints answer it: only the user id is read by the client.
 * These endpoints are Better Auth's own, so they have no contract in @shared/contracts.
 */
export type AuthSession = { user: Pick<UserResponse, 'id'> };

/**
 * What each route of our API answers with on success, from the shared contracts. A fake response
 * that does not match its route's contract fails type-checking. Add a route here before a test fakes it.
 */
export interface ApiRoutes {
  'GET /api/auth/get-session': AuthSession | null;
  'POST /api/auth/sign-in/anonymous': AuthSession;
  'GET /api/config': AppConfigResponse;
  'GET /api/states': StatesResponse;
  'GET /api/glossary': GlossaryResponse;
  'GET /api/track': TrackResponse;
  'GET /api/me': UserResponse | null;
  'GET /api/user': UserResponse;
  'PATCH /api/user/profile': UserResponse;
  'POST /api/user/onboarding-complete': MessageResponse;
  'GET /api/user/readiness': ReadinessResponse;
  'GET /api/user/progress': ProgressResponse;
  'GET /api/user/achievements': EarnedAchievement[];
  'GET /api/achievements': AchievementsResponse;
  'GET /api/stories': StoryListResponse;
  'GET /api/stories/:storyId': StoryResponse;
  'POST /api/feedback': FeedbackResponse;
  'GET /api/quiz/questions': QuizSessionResponse;
}

export type RouteKey = keyof ApiRoutes;
export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** The routes with this method, by path, e.g. RoutesOf<'GET'>['/api/user'] is UserResponse. */
type RoutesOf<M extends ApiMethod> = {
  [K in RouteKey as K extends `${M} ${infer P}` ? P : never]: ApiRoutes[K];
};
/** The paths of the routes with this method, e.g. ApiPath<'GET'> includes '/api/user'. */
export type ApiPath<M extends ApiMethod> = keyof RoutesOf<M>;
/** The contract type a route answers with. */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = RoutesOf<M>[P];

/** An error answer in the app's shape `{ error: { code, message } }`; make one with `apiError`. */
export type ErrorReply = HttpResponse<ErrorResponse>;

/** An error answer as our server sends it, e.g. `apiError(500, 'Something broke.')`. */
export function apiError(status: number, message: string, code: ErrorCode = defaultCode(status)): ErrorReply {
  return HttpResponse.json({ error: { code, message } }, { status });
}

function defaultCode(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return 'INTERNAL';
}

export interface ResolverInfo {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
}

/** Answers a request with the route's contract body, or with an `apiError`. May be async. */
export type ApiResolver<Body> = (info: ResolverInfo) => Body | ErrorReply | Promise<Body | ErrorReply>;

export interface ReplyOptions {
  /** The status of a successful answer (200 unless told, e.g. 201 for POST /api/feedback). */
  status?: number;
  /** Answer only the first matching request, then fall through to the next handler. */
  once?: boolean;
}

const lower = { GET: 'get', POST: 'post', PATCH: 'patch', PUT: 'put', DELETE: 'delete' } as const;

function route<M extends ApiMethod>(method: M) {
  return <P extends ApiPath<M>>(
    path: P,
    resolve: ApiResolver<ApiBody<M, P>>,
    { status = 200, once = false }: ReplyOptions = {},
  ): HttpHandler =>
    http[lower[method]](
      String(path),
      async ({ request, params }) => {
        const reply = await resolve({ request, params, url: new URL(request.url) });
        if (reply instanceof Response) return reply;
        return HttpResponse.json(reply as JsonBodyType, { status });
      },
      { once },
    );
}

/**
 * Typed MSW handlers for our API: `mockApi.get('/api/user', () => learnerFixture())`. Pass them to
 * `server.use(...)`; the resolver's answer must match the route's contract in `ApiRoutes`.
 */
export const mockApi = {
  get: route('GET'),
  post: route('POST'),
  patch: route('PATCH'),
  put: route('PUT'),
  delete: route('DELETE'),
};

/** The one MSW server of the component tests; setup.ts starts it, resets it after each test and closes it. */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  url: URL;
  /** A clone taken before any handler read the body, so a test can read it again. */
  request: Request;
}

const recorded: RecordedRequest[] = [];
const unhandled: string[] = [];

server.events.on('request:start', ({ request }) => {
  recorded.push({ method: request.method, url: new URL(request.url), request: request.clone() });
});

function matches(key: RouteKey, { method, url }: RecordedRequest) {
  const space = key.indexOf(' ');
  return key.slice(0, space) === method && matchRequestUrl(url, key.slice(space + 1), url.origin).matches;
}

/** The requests the fake API received in this test, to assert what the client sent (or did not). */
export const requests = {
  all: (): readonly RecordedRequest[] => [...recorded],
  /** The requests to one route, e.g. `requests.to('POST /api/feedback')`. */
  to: (key: RouteKey): readonly RecordedRequest[] => recorded.filter((r) => matches(key, r)),
  /** The JSON bodies sent to one route, in order. */
  bodies: (key: RouteKey): Promise<unknown[]> =>
    Promise.all(requests.to(key).map((r) => r.request.clone().json() as Promise<unknown>)),
};

/** Options for `server.listen`: any request no handler answers is logged, errors and fails the test. */
export const listenOptions = {
  onUnhandledRequest: (request: Request, print: { error: () => void }) => {
    unhandled.push(`${request.method} ${request.url}`);
    print.error();
  },
};

/** Clears the recorded requests; throws if a request went unhandled, so the test that made it fails. */
export function resetRequests() {
  recorded.length = 0;
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`Requests no MSW handler answered:\n${missed.join('\n')}`);
}
