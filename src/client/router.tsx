import { createBrowserRouter, type RouteObject } from '@client/lib/router';
import { guideRoute } from '@shared/brand';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './components/layout/root-layout';
import {
  prefetchDashboard,
  prefetchGlossary,
  prefetchLanding,
  prefetchLearner,
  prefetchQuiz,
} from './route-loaders';
import { RouteError } from './routes/route-error';

/**
 * Each route names its screen in `handle.title`: the document title and the screen-reader announcement.
 * Loaders start a screen's data with its code (see route-loaders.ts); they never hold the screen back.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: () => prefetchLearner(queryClient),
    children: [
      {
        path: '/',
        handle: { title: 'Exam prep for your real estate license' },
        loader: () => prefetchLanding(queryClient),
        lazy: () => import('./routes/landing'),
      },
      {
        path: '/landing',
        handle: { title: 'Exam prep for your real estate license' },
        loader: () => prefetchLanding(queryClient),
        lazy: () => import('./routes/landing'),
      },
      { path: '/welcome', handle: { title: 'Welcome' }, lazy: () => import('./routes/welcome') },
      {
        path: '/dashboard',
        handle: { title: 'Dashboard' },
        loader: () => prefetchDashboard(queryClient),
        lazy: () => import('./routes/dashboard'),
      },
      {
        path: '/getting-started',
        handle: { title: 'Getting started' },
        lazy: () => import('./routes/getting-started'),
      },
      { path: guideRoute, handle: { title: 'Meet Aunt Rita' }, lazy: () => import('./routes/meet-guide') },
      { path: '/sign-in', handle: { title: 'Sign in' }, lazy: () => import('./routes/sign-in') },
      { path: '/sign-up', handle: { title: 'Sign up' }, lazy: () => import('./routes/sign-up') },
      { path: '/sign-out', handle: { title: 'Sign out' }, lazy: () => import('./routes/sign-out') },
      {
        path: '/forgot-password',
        handle: { title: 'Forgot password' },
        lazy: () => import('./routes/forgot-password'),
      },
      {
        path: '/reset-password',
        handle: { title: 'Reset password' },
        lazy: () => import('./routes/reset-password'),
      },
      {
        path: '/email-verified',
        handle: { title: 'Email verified' },
        lazy: () => import('./routes/email-verified'),
      },
      { path: '/account', handle: { title: 'Your account' }, lazy: () => import('./routes/account') },
      {
        path: '/refund-policy',
        handle: { title: 'Refund policy' },
        lazy: () => import('./routes/refund-policy'),
      },
      { path: '/study', handle: { title: 'Study' }, lazy: () => import('./routes/study') },
      { path: '/scenarios', handle: { title: 'Scenarios' }, lazy: () => import('./routes/scenarios') },
      {
        path: '/study/property-principles',
        handle: { title: 'Property principles' },
        lazy: () => import('./routes/study-property-principles'),
      },
      {
        path: '/study/contracts-agency',
        handle: { title: 'Contracts and agency' },
        lazy: () => import('./routes/study-contracts-agency'),
      },
      {
        path: '/study/financing-economics',
        handle: { title: 'Financing and economics' },
        lazy: () => import('./routes/study-financing-economics'),
      },
      {
        path: '/study/real-estate-law',
        handle: { title: 'Real estate law' },
        lazy: () => import('./routes/study-real-estate-law'),
      },
      {
        path: '/study/state',
        handle: { title: "Your state's law" },
        lazy: () => import('./routes/study-state'),
      },
      {
        path: '/quiz',
        handle: { title: 'Quiz' },
        loader: ({ location, from }) => prefetchQuiz(queryClient, location, from),
        lazy: () => import('./routes/quiz'),
      },
      { path: '/drill', handle: { title: 'Drill' }, lazy: () => import('./routes/drill') },
      { path: '/exam', handle: { title: 'Mock exam' }, lazy: () => import('./routes/exam') },
      {
        path: '/exam/history',
        handle: { title: 'Exam history' },
        lazy: () => import('./routes/exam-history'),
      },
      {
        path: '/exam/:attemptId/results',
        handle: { title: 'Exam results' },
        lazy: () => import('./routes/exam-results'),
      },
      { path: '/subscribe', handle: { title: 'Go Premium' }, lazy: () => import('./routes/subscribe') },
      {
        path: '/glossary',
        handle: { title: 'Glossary' },
        loader: () => prefetchGlossary(queryClient),
        lazy: () => import('./routes/glossary'),
      },
      { path: '/flashcards', handle: { title: 'Flashcards' }, lazy: () => import('./routes/flashcards') },
      { path: '/math', handle: { title: 'Real estate math' }, lazy: () => import('./routes/math') },
      { path: '/disclaimers', handle: { title: 'Disclaimers' }, lazy: () => import('./routes/disclaimers') },
      { path: '/admin', handle: { title: 'Admin' }, lazy: () => import('./routes/admin') },
      { path: '/corrections', handle: { title: 'Corrections' }, lazy: () => import('./routes/corrections') },
      { path: '/analytics', handle: { title: 'Analytics' }, lazy: () => import('./routes/analytics') },
      { path: '/app', handle: { title: 'Premium app' }, lazy: () => import('./routes/app') },
      {
        path: '/questions',
        handle: { title: 'Questions database' },
        lazy: () => import('./routes/questions'),
      },
      { path: '/purchase', handle: { title: 'Purchase' }, lazy: () => import('./routes/purchase') },
      { path: '/practice', handle: { title: 'Build a quiz' }, lazy: () => import('./routes/practice') },
      { path: '/progress', handle: { title: 'Progress' }, lazy: () => import('./routes/progress') },
      { path: '/math-drill', handle: { title: 'Math drill' }, lazy: () => import('./routes/math-drill') },
      { path: '*', handle: { title: 'Page not found' }, lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
