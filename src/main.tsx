// First: configures Zod before any module parses with it (src/lib/zod-jitless.ts).
import '@/lib/zod-jitless';
// Chakra's global CSS (preflight, globals, token variables), built with the app in production
// (scripts/vite/chakra-static-globals.mjs); empty in the dev server, where Chakra inserts it.
import 'virtual:kizuna/chakra-globals.css';
import { mountApp } from '@/app/mount';
import { nextTask } from '@/lib/next-task';
import { applyPreviewParam } from '@/lib/preview-override';

// The app is a static import, so index.html preloads every chunk the first render needs in
// parallel (no main → mount round trip). That is safe in mock builds too: nothing here talks
// to the network when it loads, and socket.io-client (which captures `WebSocket` when first
// imported) is loaded later by src/lib/realtime, after the mock backend is running.
applyPreviewParam();

const start = async (): Promise<void> => {
  // The app starts in a task of its own, not at the end of the modules' evaluation.
  await nextTask();
  // `import.meta.env` directly (not `env.mocks`): Vite inlines it, so a production build
  // drops this branch and never contains the mock backend.
  const backendReady = import.meta.env.VITE_MOCKS === 'true' ? import('@mocks/browser').then((mocks) => mocks.startMockBackend()) : undefined;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await mountApp(container, backendReady);
};

start().catch((error: unknown) => {
  console.error('[kizuna] the app failed to mount', error);
  throw error;
});
