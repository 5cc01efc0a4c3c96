// The page's first script (index.html): starts the session check while the app downloads
// (src/lib/session/early-check.ts). A mock build's backend only answers once the app has
// started it (src/main.tsx), so there the app asks for the check itself; Vite inlines the
// condition and a mock build's copy of this file does nothing.
import { checkAuth } from '@/api/generated/endpoints/auth/auth';
import { applyPreviewParam } from '@/lib/preview-override';
import { startEarlyCheck } from '@/lib/session/early-check';

// First of all, since it decides which backend the check goes to: a `?_preview=` in the
// address becomes the stored preview override and leaves the address.
applyPreviewParam();
if (import.meta.env.VITE_MOCKS !== 'true') startEarlyCheck(() => checkAuth());
