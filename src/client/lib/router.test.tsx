import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  useBlocker,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
} from './router';

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
};
const Layout = () => (
  <div>
    <nav>
      <NavLink to="/glossary">Glossary</NavLink>
      <Link to="/quiz?mode=quick">Quick round</Link>
      <Link to="/exam/a1/results">Results</Link>
    </nav>
    <Outlet />
    <Where />
  </div>
);
const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;
const ErrorScreen = () => {
  const error = useRouteError();
  return <h1>Error: {isRouteErrorResponse(error) ? error.status : (error as Error).message}</h1>;
};
const Stats = () => <Screen name="Stats" />;
const Slow = () => <Screen name="Slow" />;
const Results = () => <Screen name={`Results ${useParams().attemptId}`} />;
const Throws = () => {
  throw new Error('render failed');
};
let setMode!: ReturnType<typeof useSearchParams>[1];
const Mode = () => {
  const [params, setParams] = useSearchParams();
  setMode = setParams;
  return <h1>mode {params.get('mode')}</h1>;
};
/** A screen module that arrives when the test says so. */
function deferredModule(Component: () => React.JSX.Element) {
  let arrive!: () => void;
  const loaded = new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Component });
  });
  return { lazy: () => loaded, arrive };
}

function table(overrides: RouteObject[] = [], rootLoader?: () => null): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <ErrorScreen />,
      loader: rootLoader,
      children: [
        { path: '/', element: <Screen name="Home" /> },
        { path: '/glossary', element: <Screen name="Glossary" /> },
        { path: '/quiz', element: <Screen name="Quiz" /> },
        { path: '/exam/history', element: <Screen name="History" /> },
        { path: '/exam/:attemptId/results', Component: Results },
        ...overrides,
        { path: '*', element: <Screen name="Not found" /> },
      ],
    },
  ];
}

describe('matchRoutes', () => {
  const routes = table();
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);
  it('prefers a static path to a parameter and a parameter to the catch-all', () => {
    expect(leaf('/exam/history')?.route.path).toBe('/exam/history');
    expect(leaf('/exam/x%20y/results')?.params).toEqual({ attemptId: 'x y' });
    expect(leaf('/exam/x/y/results')?.route.path).toBe('*');
    expect(leaf('/nothing/here')?.route.path).toBe('*');
  });
  it('ignores case and a trailing slash, and puts the layout first', () => {
    const m = matchRoutes(routes, '/Glossary/');
    expect(m?.map((x) => x.route.path)).toEqual([undefined, '/glossary']);
    expect(leaf('/')?.route.path).toBe('/');
  });
});

describe('navigation', () => {
  it('a link shows the new screen and address; the active link says so', async () => {
    const router = createMemoryRouter(table(), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('Home');
    fireEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    expect(screen.getByRole('heading').textContent).toBe('Glossary');
    expect(screen.getByTestId('where').textContent).toBe('/glossary');
    expect(screen.getByRole('link', { name: 'Glossary' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Quick round' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Results' }));
    expect(screen.getByRole('heading').textContent).toBe('Results a1');
    act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Glossary'));
  });

  it('keeps the old screen until the new screen’s code is in, and runs loaders on every navigation', async () => {
    const stats = deferredModule(Stats);
    const loader = vi.fn(() => null);
    const router = createMemoryRouter(table([{ path: '/stats', lazy: stats.lazy }], loader), {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    expect(loader).toHaveBeenCalledTimes(1);
    act(() => router.navigate('/stats'));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(screen.getByTestId('where').textContent).toBe('/');
    act(() => stats.arrive());
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Stats'));
    expect(screen.getByTestId('where').textContent).toBe('/stats');
  });

  it('renders nothing until the first screen’s code is in', async () => {
    const stats = deferredModule(Stats);
    const router = createMemoryRouter(table([{ path: '/stats', lazy: stats.lazy }]), {
      initialEntries: ['/stats'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(router.state.initialized).toBe(false);
    expect(container.innerHTML).toBe('');
    act(() => stats.arrive());
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Stats'));
    expect(router.state.initialized).toBe(true);
  });

  it('a later navigation wins over one still loading', async () => {
    const slow = deferredModule(Slow);
    const router = createMemoryRouter(table([{ path: '/slow', lazy: slow.lazy }]), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    act(() => router.navigate('/slow'));
    act(() => router.navigate('/glossary'));
    act(() => slow.arrive());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('heading').textContent).toBe('Glossary');
    expect(router.state.location.pathname).toBe('/glossary');
  });

  it('search params: read, and replaced without leaving the screen', () => {
    const router = createMemoryRouter(table([{ path: '/mode', element: <Mode /> }]), {
      initialEntries: ['/glossary', '/mode?mode=quick'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('mode quick');
    act(() => setMode({ mode: 'smart' }, { replace: true }));
    expect(screen.getByRole('heading').textContent).toBe('mode smart');
    expect(screen.getByTestId('where').textContent).toBe('/mode?mode=smart');
    act(() =>
      setMode((p) => {
        p.set('extra', '1');
        return p;
      }),
    );
    expect(screen.getByTestId('where').textContent).toBe('/mode?mode=smart&extra=1');
  });
});

describe('errors', () => {
  it('a screen whose code fails to load shows the layout’s error screen', async () => {
    const router = createMemoryRouter(
      table([{ path: '/broken', lazy: () => Promise.reject(new Error('chunk failed')) }]),
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Error: chunk failed'));
    expect(router.state.errors).not.toBeNull();
  });

  it('a screen that throws while rendering shows the error screen, and the next navigation recovers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(table([{ path: '/throws', Component: Throws }]), {
      initialEntries: ['/throws'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('Error: render failed');
    act(() => router.navigate('/glossary'));
    expect(screen.getByRole('heading').textContent).toBe('Glossary');
    vi.mocked(console.error).mockRestore();
  });
});

/** The running exam's guard: any other path asks first. */
const Guarded = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <h1>Exam</h1>
      {blocker.state === 'blocked' && (
        <div role="alertdialog" aria-label="Leave the exam?">
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </div>
      )}
    </>
  );
};

describe('useBlocker', () => {
  it('a link away asks first: Stay stays, Leave goes', () => {
    const router = createMemoryRouter(table([{ path: '/exam', element: <Guarded /> }]), {
      initialEntries: ['/exam'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Exam');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/exam');
    fireEvent.click(screen.getByRole('link', { name: 'Glossary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading').textContent).toBe('Glossary');
  });

  it('Back asks too: the entry is put back until the learner chooses Leave', async () => {
    const router = createMemoryRouter(table([{ path: '/exam', element: <Guarded /> }]), {
      initialEntries: ['/glossary', '/exam'],
    });
    render(<RouterProvider router={router} />);
    act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/exam');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Glossary'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
