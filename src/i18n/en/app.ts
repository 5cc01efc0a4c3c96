// The app's name and description (page title, meta description).
const app = {
  name: 'Kizuna',
  description: 'AI-Driven Growth for Creators',
};

export default app;
