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
  /** Read-aloud: speed and voice (not in the spec; our own). */
  readAloudRate: 'homestead.readAloudRate',
  readAloudVoice: 'homestead.readAloudVoice',
  /** Audio drill: seconds to wait for an answer. */
  drillWaitSeconds: 'homestead.drillWaitSeconds',
} as const;

export const sessionKeys = { installPromptDismissed: 'installPromptDismissed' } as const;
