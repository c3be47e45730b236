/**
 * The screens whose first render comes in the HTML (decisions 18 and 21): scripts/prerender.mjs writes
 * each into its file at build, and the server sends that file for the screen's paths.
 */
export const prerenderedScreens = [
  { path: '/', file: 'landing.html', paths: ['/', '/landing'] },
  { path: '/dashboard', file: 'dashboard.html', paths: ['/dashboard'] },
] as const;
