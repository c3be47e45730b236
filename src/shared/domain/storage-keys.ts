/** Browser storage keys exactly as spec section 3 lists them. */
export const storageKeys = {
  premiumStatus: 'premium_status',
  selectedState: 'selectedState',
  userState: 'userState',
  appPurchased: 'appPurchased',
  hasSeenWelcome: 'hasSeenWelcome',
  hasCompletedTour: 'hasCompletedTour',
  totalPreviewUsage: 'totalPreviewUsage',
  welcomeCollapsed: 'welcomeCollapsed',
} as const;

export const sessionKeys = { installPromptDismissed: 'installPromptDismissed' } as const;
