import { applyPreviewParam } from '@/lib/preview-override';

// The entry stays tiny: the mock backend (mock builds only) must be running before the app's
// modules load, because socket.io-client captures `WebSocket` when it is first imported.
applyPreviewParam();

const start = async (): Promise<void> => {
  // `import.meta.env` directly (not `env.mocks`): Vite inlines it, so a production build
  // drops this branch and never contains the mock backend.
  if (import.meta.env.VITE_MOCKS === 'true') await (await import('@mocks/browser')).startMockBackend();
  const { mountApp } = await import('@/app/mount');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await mountApp(container);
};

start().catch((error: unknown) => {
  console.error('[kizuna] the app failed to mount', error);
  throw error;
});
