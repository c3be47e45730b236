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
  /** Accounts already greeted on this device's dashboard: the first visit says "Welcome", later "Welcome back". */
  greetedUsers: 'homestead.greetedUsers',
  /** Set at sign-out: the next dashboard (as a new guest) says a guest session started and how to sign back in. */
  signedOut: 'homestead.signedOut',
  /** Appearance (not in the spec; our own): 'system' | 'light' | 'dark', and the text size. */
  theme: 'homestead.theme',
  textSize: 'homestead.textSize',
} as const;

export const sessionKeys = { installPromptDismissed: 'installPromptDismissed' } as const;
