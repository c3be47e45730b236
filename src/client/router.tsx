import { guideRoute } from '@shared/brand';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { BeingBuilt } from './components/layout/being-built';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './routes/route-error';

/** Screens whose issues are not done yet: registered and lazy-loaded, showing a "being built" card. */
const pending: [path: string, title: string][] = [
  ['/welcome', 'Welcome Guide'],
  ['/app', 'Homestead Prep'],
  ['/quiz', 'Quiz'],
  ['/study', 'Study Materials'],
  ['/scenarios', 'Family Scenarios'],
  ['/study/property-principles', 'Property Principles & Ownership'],
  ['/study/contracts-agency', 'Contracts & Agency'],
  ['/study/financing-economics', 'Financing & Economics'],
  ['/study/real-estate-law', 'Real Estate Law & Ethics'],
  ['/questions', 'Questions Database'],
  ['/glossary', 'Glossary'],
  ['/flashcards', 'Flashcards'],
  ['/math', 'Real Estate Math'],
  ['/disclaimers', 'State Disclaimers'],
  ['/subscribe', 'Go Premium'],
  ['/purchase', 'Purchase'],
  ['/admin', 'Question Management'],
  ['/analytics', 'Analytics'],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/landing') },
      { path: '/landing', lazy: () => import('./routes/landing') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard') },
      { path: '/getting-started', lazy: () => import('./routes/getting-started') },
      { path: guideRoute, lazy: () => import('./routes/meet-guide') },
      { path: '/sign-in', lazy: () => import('./routes/sign-in') },
      { path: '/sign-up', lazy: () => import('./routes/sign-up') },
      { path: '/sign-out', lazy: () => import('./routes/sign-out') },
      ...pending.map(([path, title]) => ({ path, element: <BeingBuilt title={title} /> })),
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
