import { guideRoute } from '@shared/brand';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './routes/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('./routes/landing') },
      { path: '/landing', lazy: () => import('./routes/landing') },
      { path: '/welcome', lazy: () => import('./routes/welcome') },
      { path: '/dashboard', lazy: () => import('./routes/dashboard') },
      { path: '/getting-started', lazy: () => import('./routes/getting-started') },
      { path: guideRoute, lazy: () => import('./routes/meet-guide') },
      { path: '/sign-in', lazy: () => import('./routes/sign-in') },
      { path: '/sign-up', lazy: () => import('./routes/sign-up') },
      { path: '/sign-out', lazy: () => import('./routes/sign-out') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password') },
      { path: '/email-verified', lazy: () => import('./routes/email-verified') },
      { path: '/account', lazy: () => import('./routes/account') },
      { path: '/refund-policy', lazy: () => import('./routes/refund-policy') },
      { path: '/study', lazy: () => import('./routes/study') },
      { path: '/scenarios', lazy: () => import('./routes/scenarios') },
      { path: '/study/property-principles', lazy: () => import('./routes/study-property-principles') },
      { path: '/study/contracts-agency', lazy: () => import('./routes/study-contracts-agency') },
      { path: '/study/financing-economics', lazy: () => import('./routes/study-financing-economics') },
      { path: '/study/real-estate-law', lazy: () => import('./routes/study-real-estate-law') },
      { path: '/study/state', lazy: () => import('./routes/study-state') },
      { path: '/quiz', lazy: () => import('./routes/quiz') },
      { path: '/drill', lazy: () => import('./routes/drill') },
      { path: '/exam', lazy: () => import('./routes/exam') },
      { path: '/exam/history', lazy: () => import('./routes/exam-history') },
      { path: '/exam/:attemptId/results', lazy: () => import('./routes/exam-results') },
      { path: '/subscribe', lazy: () => import('./routes/subscribe') },
      { path: '/glossary', lazy: () => import('./routes/glossary') },
      { path: '/flashcards', lazy: () => import('./routes/flashcards') },
      { path: '/math', lazy: () => import('./routes/math') },
      { path: '/disclaimers', lazy: () => import('./routes/disclaimers') },
      { path: '/admin', lazy: () => import('./routes/admin') },
      { path: '/corrections', lazy: () => import('./routes/corrections') },
      { path: '/analytics', lazy: () => import('./routes/analytics') },
      { path: '/app', lazy: () => import('./routes/app') },
      { path: '/questions', lazy: () => import('./routes/questions') },
      { path: '/purchase', lazy: () => import('./routes/purchase') },
      { path: '/practice', lazy: () => import('./routes/practice') },
      { path: '/progress', lazy: () => import('./routes/progress') },
      { path: '/math-drill', lazy: () => import('./routes/math-drill') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
