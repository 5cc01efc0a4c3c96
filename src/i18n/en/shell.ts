// The app shell: header, footer, menus, global UI.
const shell = {
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  skipToContent: 'Skip to content',
  home: 'Kizuna home',
  mainNavigation: 'Main navigation',
  nav: {
    chats: 'Chats',
    myAgent: 'My agent',
    payment: 'Points',
    referral: 'Referral',
    profile: 'Profile',
  },
  language: {
    label: 'Language',
    en: 'English',
    ja: '日本語',
  },
  colorMode: {
    toLight: 'Switch to light mode',
    toDark: 'Switch to dark mode',
  },
  points: {
    label: 'Points balance',
    value: '{count:number|number} pt',
  },
  userMenu: {
    open: 'Account menu',
    profile: 'Profile',
    myAgent: 'My agent',
    payment: 'Payment',
    logout: 'Log out',
  },
  signIn: 'Sign in',
  signUp: 'Sign up',
  back: 'Back',
  returnBack: 'Back to where you were',
  close: 'Close',
  footer: {
    copyright: '© {year:number} Kizuna',
    tagline: 'AI-Driven Growth for Creators',
  },
  loading: 'Loading…',
  initializing: 'Getting things ready…',
  toast: {
    region: 'Notifications',
    close: 'Dismiss notification',
  },
  update: {
    available: 'A new version of Kizuna is available.',
    reload: 'Reload',
  },
  previewBadge: 'BE: {value:string}',
  previewBadgeLabel: 'Backend preview: {value:string}',
  loggedOut: 'You have been logged out.',
} as const;

export default shell;
