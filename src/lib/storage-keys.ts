// Every key this app writes to web storage, in one place so that logout and "reset" clear
// exactly what they should.
export const storageKeys = {
  /** localStorage: the colour mode chosen on this device (`light`, `dark`; none follows the system). */
  colorMode: 'kizuna.colorMode',
  /** localStorage: the bearer access token. */
  accessToken: 'kizuna.accessToken',
  /** localStorage: the backend preview override set by `?_preview=`. */
  previewOverride: 'kizuna.previewBackend',
  /** localStorage: onboarding progress marker. */
  onboardingProgress: 'kizuna.onboardingProgress',
  /** localStorage: agent progress marker. */
  agentProgress: 'kizuna.agentProgress',
  /** sessionStorage: the signed-in user. */
  sessionUser: 'kizuna.sessionUser',
  /** sessionStorage: the ids of the agents the user owns, and their count. */
  agentIds: 'kizuna.agentIds',
  /** sessionStorage: the onboarding wizard's unsaved answers, per user (kept across reloads and going back). */
  wizardDrafts: 'kizuna.wizardDrafts',
  /** localStorage: last reload triggered by the update check (reload-loop guard). */
  lastUpdateReload: 'kizuna.lastUpdateReload',
  /** localStorage: which tab is refreshing the access token (when the browser lacks Web Locks). */
  refreshLease: 'kizuna.refreshLease',
  /** sessionStorage: the window's scroll position per history entry (kept across reloads). */
  scrollPositions: 'kizuna.scrollPositions',
} as const;
