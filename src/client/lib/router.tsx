/**
 * The app's router: the part of React Router's API the app uses (decision record 19), in a few KB
 * instead of React Router's 31 KB gzipped, which was 40% of every first screen's script.
 *
 * One route table (src/client/router.tsx): a layout route without a path whose children are the screens.
 * A navigation calls the matched routes' loaders (they start requests and return at once), loads the
 * screen's code (`lazy`), then commits: the URL changes and the new screen renders, as with React
 * Router's data routers (the old screen stays until the new one's code is in). Paths are absolute,
 * matched without regard to case or a trailing slash; `:name` takes a segment, `*` the rest. A screen
 * can hold navigation back while something must not be left (`useBlocker`), Back included.
 */
import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

export type Params = Record<string, string | undefined>;

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** What a route module gives (`export function Component`), merged into its route once loaded. */
interface RouteModule {
  Component?: ComponentType | null;
  element?: ReactNode;
  handle?: unknown;
}

export interface RouteObject extends RouteModule {
  path?: string;
  errorElement?: ReactNode;
  /**
   * Called on every navigation that matches the route, with the location it goes to and the one on show
   * (null on the first); its result is not waited for unless a promise.
   */
  loader?: (args: { location: Location; from: Location | null }) => unknown;
  lazy?: () => Promise<RouteModule>;
  children?: RouteObject[];
}

export interface RouteMatch {
  id: string;
  pathname: string;
  params: Params;
  route: RouteObject;
}

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  /** False until the first location's code has loaded: nothing renders before then. */
  initialized: boolean;
  location: Location;
  matches: RouteMatch[];
  /** The error that stopped the last navigation (a failed code load or loader), by the route it hit. */
  errors: Record<string, unknown> | null;
  historyAction: NavigationAction;
  preventScrollReset: boolean;
}

export type Blocker =
  | { state: 'unblocked'; proceed: undefined; reset: undefined; location: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void; location: Location }
  | { state: 'proceeding'; proceed: undefined; reset: undefined; location: Location };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationAction;
}) => boolean;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the reader's scroll position (a change of query that stays on the same screen). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): void;
  getBlocker(key: string, fn: BlockerFunction): Blocker;
  deleteBlocker(key: string): void;
  dispose(): void;
}

/** A 404 or similar, as React Router's `isRouteErrorResponse` knows it. */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}
export const isRouteErrorResponse = (error: unknown): error is ErrorResponse =>
  error instanceof ErrorResponse;

// ---------------------------------------------------------------------------------------------------
// Locations and history

const newKey = () => Math.random().toString(36).slice(2, 10);

function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  let rest = path;
  let hash = '';
  let search = '';
  const h = rest.indexOf('#');
  if (h >= 0) [rest, hash] = [rest.slice(0, h), rest.slice(h)];
  const q = rest.indexOf('?');
  if (q >= 0) [rest, search] = [rest.slice(0, q), rest.slice(q)];
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname + search + hash;

/** `to` against the current location: absolute paths as they are; `?query` and `#hash` keep the path. */
function resolve(to: string, from: Location): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const parsed = parsePath(to);
  if (parsed.pathname) return parsed;
  if (to.startsWith('?')) return { pathname: from.pathname, search: parsed.search, hash: parsed.hash };
  return { pathname: from.pathname, search: from.search, hash: parsed.hash };
}

interface History {
  readonly index: number;
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls back on Back and Forward with the entry's location and its index. */
  listen(onPop: (location: Location, index: number) => void): () => void;
}

type EntryState = { key: string; idx: number; usr: unknown } | null;

function browserHistory(): History {
  const { history } = window;
  const current = (): Location => {
    const st = history.state as EntryState;
    return { ...parsePath(createPath(window.location)), state: st?.usr ?? null, key: st?.key ?? 'default' };
  };
  let index = (history.state as EntryState)?.idx ?? 0;
  if ((history.state as EntryState)?.idx == null)
    history.replaceState({ ...history.state, key: 'default', idx: 0, usr: null }, '');
  const entry = (loc: Location, idx: number): EntryState => ({ key: loc.key, idx, usr: loc.state });
  return {
    get index() {
      return index;
    },
    location: current,
    push(loc) {
      index += 1;
      history.pushState(entry(loc, index), '', createPath(loc));
    },
    replace(loc) {
      history.replaceState(entry(loc, index), '', createPath(loc));
    },
    go: (delta) => history.go(delta),
    listen(onPop) {
      const handler = () => {
        index = (history.state as EntryState)?.idx ?? 0;
        onPop(current(), index);
      };
      window.addEventListener('popstate', handler);
      return () => window.removeEventListener('popstate', handler);
    },
  };
}

function memoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries: Location[] = initialEntries.map((p, i) => ({
    ...parsePath(p),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let listener: ((location: Location, index: number) => void) | null = null;
  return {
    get index() {
      return index;
    },
    location: () => entries[index]!,
    push(loc) {
      index += 1;
      entries.splice(index, entries.length, loc);
    },
    replace(loc) {
      entries[index] = loc;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      queueMicrotask(() => listener?.(entries[index]!, index));
    },
    listen(onPop) {
      listener = onPop;
      return () => {
        listener = null;
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Matching

const segments = (path: string) => path.split('/').filter(Boolean);

/** The params of `pattern` in `pathname`, and how specific the pattern is (static > :param > *). */
function matchPath(pattern: string, pathname: string): { params: Params; score: number } | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Params = {};
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w === '*') {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/');
      return { params, score };
    }
    const h = have[i];
    if (h === undefined) return null;
    if (w.startsWith(':')) {
      params[w.slice(1)] = decodeURIComponent(h);
      score += 3;
    } else if (w.toLowerCase() === h.toLowerCase()) score += 10;
    else return null;
  }
  return have.length === want.length ? { params, score: score + 1 } : null;
}

/** The best branch of the table for a pathname: layout routes first, the screen last. */
export function matchRoutes(routes: RouteObject[], pathname: string, parentId = ''): RouteMatch[] | null {
  let best: { matches: RouteMatch[]; score: number } | null = null;
  routes.forEach((route, i) => {
    const id = parentId ? `${parentId}-${i}` : String(i);
    if (route.children) {
      const below = matchRoutes(route.children, pathname, id);
      if (!below) return;
      const score = scoreOf(below);
      if (!best || score > best.score) {
        const own: RouteMatch = { id, pathname: '/', params: below.at(-1)?.params ?? {}, route };
        best = { matches: [own, ...below], score };
      }
      return;
    }
    if (route.path === undefined) return;
    const m = matchPath(route.path, pathname);
    if (m && (!best || m.score > best.score))
      best = { matches: [{ id, pathname, params: m.params, route }], score: m.score };
  });
  return (best as { matches: RouteMatch[] } | null)?.matches ?? null;
}
const scoreOf = (matches: RouteMatch[]) => {
  const leaf = matches.at(-1)!;
  return leaf.route.path === undefined ? 0 : (matchPath(leaf.route.path, leaf.pathname)?.score ?? 0);
};

// ---------------------------------------------------------------------------------------------------
// The router

const unblocked: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFns = new Map<string, BlockerFunction>();
  const blockers = new Map<string, Blocker>();
  let state: RouterState = {
    initialized: false,
    location: history.location(),
    matches: [],
    errors: null,
    historyAction: 'POP',
    preventScrollReset: false,
  };
  let navigationId = 0;
  // The history entry on show, to undo a Back that a blocker holds.
  let lastIndex = history.index;
  // A Back that a blocker undid: the popstate of its own undo is not a navigation.
  let ignoreNextPop = false;
  let bypassBlockers = false;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };
  const setBlocker = (key: string, blocker: Blocker) => {
    blockers.set(key, blocker);
    set({});
  };

  /** Loads what the location's routes need, then shows it (unless a later navigation came first). */
  function load(
    location: Location,
    action: NavigationAction,
    commitHistory: () => void,
    preventScrollReset = false,
  ) {
    const id = ++navigationId;
    const matches = matchRoutes(routes, location.pathname);
    if (!matches) {
      commitHistory();
      return set({
        initialized: true,
        location,
        matches: [],
        errors: { root: new ErrorResponse(404, 'Not Found') },
        historyAction: action,
        preventScrollReset,
      });
    }
    const waits: Promise<unknown>[] = [];
    let error: { id: string; error: unknown } | null = null;
    const from = state.initialized ? state.location : null;
    for (const m of matches) {
      try {
        const result = m.route.loader?.({ location, from });
        if (result instanceof Promise) waits.push(result);
      } catch (e) {
        error ??= { id: m.id, error: e };
      }
      const lazy = m.route.lazy;
      if (lazy)
        waits.push(
          lazy().then((mod) => {
            Object.assign(m.route, mod);
            delete m.route.lazy;
          }),
        );
    }
    const commit = (failure: { id: string; error: unknown } | null) => {
      if (id !== navigationId) return;
      commitHistory();
      lastIndex = history.index;
      for (const [key, b] of blockers) if (b.state === 'proceeding') blockers.set(key, unblocked);
      set({
        initialized: true,
        location,
        matches,
        errors: failure ? { [boundaryFor(matches, failure.id)]: failure.error } : null,
        historyAction: action,
        preventScrollReset,
      });
    };
    // A screen whose code is in already shows at once (the first render of a test, a return visit).
    if (waits.length === 0) return commit(error);
    Promise.all(waits).then(
      () => commit(error),
      (e: unknown) => commit(error ?? { id: matches.at(-1)!.id, error: e }),
    );
  }

  /** The nearest route at or above the failed one with an error screen. */
  const boundaryFor = (matches: RouteMatch[], failedId: string) => {
    const at = matches.findIndex((m) => m.id === failedId);
    for (let i = at; i >= 0; i--) if (matches[i]!.route.errorElement) return matches[i]!.id;
    return matches[0]!.id;
  };

  /** Holds a navigation at `location` until the screen calls `proceed` (then `go`) or `reset`. */
  const block = (key: string, location: Location, go: () => void) =>
    setBlocker(key, {
      state: 'blocked',
      location,
      reset: () => setBlocker(key, unblocked),
      proceed: () => {
        setBlocker(key, { state: 'proceeding', location, proceed: undefined, reset: undefined });
        go();
      },
    });

  const blockedBy = (nextLocation: Location, historyAction: NavigationAction) => {
    if (bypassBlockers) return null;
    for (const [key, fn] of blockerFns)
      if (fn({ currentLocation: state.location, nextLocation, historyAction })) return key;
    return null;
  };

  function navigate(to: string | number, options: NavigateOptions = {}) {
    if (typeof to === 'number') return history.go(to);
    const target = resolve(to, state.location);
    const same = createPath(target) === createPath(state.location);
    const action: NavigationAction = options.replace || same ? 'REPLACE' : 'PUSH';
    const location: Location = { ...target, state: options.state ?? null, key: newKey() };
    const commitHistory = () => (action === 'PUSH' ? history.push(location) : history.replace(location));
    const key = blockedBy(location, action);
    const go = () => load(location, action, commitHistory, options.preventScrollReset);
    if (key) return block(key, location, go);
    go();
  }

  const stopListening = history.listen((location, index) => {
    const delta = lastIndex - index;
    if (ignoreNextPop) {
      ignoreNextPop = false;
      return;
    }
    const key = blockedBy(location, 'POP');
    if (key) {
      // Put the entry back as it was; Leave then goes where Back went.
      ignoreNextPop = true;
      history.go(delta);
      return block(key, location, () => {
        bypassBlockers = true;
        history.go(-delta);
      });
    }
    bypassBlockers = false;
    lastIndex = index;
    load(location, 'POP', () => {});
  });
  load(state.location, 'POP', () => {});

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    getBlocker(key, fn) {
      blockerFns.set(key, fn);
      return blockers.get(key) ?? unblocked;
    },
    deleteBlocker(key) {
      blockerFns.delete(key);
      blockers.delete(key);
    },
    dispose() {
      stopListening();
      listeners.clear();
      navigationId += 1;
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[]) => createRouter(routes, browserHistory());

export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
) => createRouter(routes, memoryHistory(options.initialEntries, options.initialIndex));

// ---------------------------------------------------------------------------------------------------
// Rendering

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a <RouterProvider> or <MemoryRouter> above them');
  return router;
}
function useRouterState() {
  const state = useContext(StateContext);
  if (!state) throw new Error('router hooks need a <RouterProvider> or <MemoryRouter> above them');
  return state;
}

/** Catches a screen's render error and shows its route's error screen, as a failed load would. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; location: Location; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    // A new location gets a fresh try.
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

function renderMatches(state: RouterState): ReactNode {
  const { matches, errors, location } = state;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, id } = matches[i]!;
    const failedHere = errors && id in errors;
    let element: ReactNode = route.Component ? <route.Component /> : (route.element ?? null);
    if (failedHere) {
      outlet = (
        <RouteErrorContext.Provider value={errors[id]}>
          {route.errorElement ?? null}
        </RouteErrorContext.Provider>
      );
      continue;
    }
    element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
    outlet = route.errorElement ? (
      <RouteErrorBoundary fallback={route.errorElement} location={location}>
        {element}
      </RouteErrorBoundary>
    ) : (
      element
    );
  }
  return outlet;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  if (!state.initialized) return null;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

const MemoryContent = createContext<ReactNode>(null);
const MemoryChildren = () => <>{useContext(MemoryContent)}</>;

/** For a component test: `children` under a router at `initialEntries`' last entry. */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  // Made once, as React Router's MemoryRouter makes its history once.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: MemoryChildren }], { initialEntries }),
  );
  return (
    <MemoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </MemoryContent.Provider>
  );
}

export const Outlet = () => <>{useContext(OutletContext)}</>;

export const useLocation = () => useRouterState().location;
export const useMatches = () =>
  useRouterState().matches.map(({ id, pathname, params, route }) => ({
    id,
    pathname,
    params,
    handle: route.handle,
  }));
export const useParams = (): Params => useRouterState().matches.at(-1)?.params ?? {};
export const useRouteError = () => useContext(RouteErrorContext);

export function useNavigate() {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;
export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

/** Holds navigation away while `when` says so; the screen then asks and calls `proceed` or `reset`. */
export function useBlocker(when: boolean | BlockerFunction): Blocker {
  const router = useRouter();
  useRouterState();
  const key = useId();
  const latest = useRef(when);
  latest.current = when;
  const fn = useMemo<BlockerFunction>(
    () => (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
    [],
  );
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  return router.getBlocker(key, fn);
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a navigation inside the app. */
  reloadDocument?: boolean;
}

const isModifiedClick = (e: MouseEvent) => e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const location = useLocation();
  const href = createPath(resolve(to, location));
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || reloadDocument || e.button !== 0 || isModifiedClick(e)) return;
        if (target && target !== '_self') return;
        e.preventDefault();
        router.navigate(to, { replace, state });
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((args: { isActive: boolean }) => string | undefined);
  /** Active only on the exact path, not below it. */
  end?: boolean;
}

/** A link that knows it points at the current screen (`aria-current="page"`, an active class). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className, end, to, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const target = parsePath(to).pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const here = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});

// ---------------------------------------------------------------------------------------------------
// Scroll

const SCROLL_KEY = 'homestead.scroll';
const savedScroll = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
  } catch {
    return {};
  }
};

/**
 * A new screen starts at its top (or at its `#hash`); Back and Forward, and a reload, return to where
 * the reader was on that entry.
 */
export function ScrollRestoration() {
  const { location, historyAction, preventScrollReset } = useRouterState();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= savedScroll();
  const shown = useRef<string | null>(null);
  const frame = useRef(0);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Where the reader is on the entry on show, kept as they scroll.
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        if (shown.current) positions.current![shown.current] = window.scrollY;
      });
    };
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions.current));
      } catch {
        // storage refused: positions last for this page only
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => {
    cancelAnimationFrame(frame.current);
    const first = shown.current === null;
    shown.current = location.key;
    const y = positions.current![location.key];
    if ((first || historyAction === 'POP') && y !== undefined) return window.scrollTo(0, y);
    // A first load keeps the browser's own position (the top, or the #hash).
    if (first || preventScrollReset) return;
    if (location.hash) {
      const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (el) return el.scrollIntoView();
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, historyAction, preventScrollReset]);
  return null;
}
