// The mock-mode developer panel (never in a production build's screens).
const mockTools = {
  open: 'Mock tools',
  title: 'Mock backend tools',
  reset: 'Reset data to the seed',
  resetDone: 'The mock data was reset.',
  outbox: 'Outbox',
  outboxEmpty: 'No e-mails yet.',
  refresh: 'Refresh',
  accounts: 'Demo accounts',
  password: 'Password: {password:string}',
  googleOnly: 'Google sign-in only (use the mock Google button)',
  to: 'To: {to:string}',
  failed: 'The mock backend did not answer.',
} as const;

export default mockTools;
