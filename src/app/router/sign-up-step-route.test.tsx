import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGoogleSignUp, saveGoogleSignUp } from '@/features/auth/google/google-sign-up-store';
import { clearSignUpDraft, setSignUpPassword, updateSignUpDraft } from '@/features/auth/sign-up/hooks/sign-up-draft';
import { page, type RouteBoot } from './route-page';
import { signUpStep } from './routes';

// A later sign-up step that cannot show redirects to the start before its page's code loads:
// what mount.tsx preloads for a first route (the route's handle) is the gate, and the step's
// page only when the gate lets it show.
const steps = ['verification-code', 'setup-account', 'setup-account-google'] as const;

/** Each step's route, with a stand-in page that records whether its code was asked for. */
const stepRoutes = () =>
  steps.map((step) => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const { handle } = signUpStep(step, page(load, []));
    return { step, load, preload: () => (handle as RouteBoot).preload() };
  });

beforeEach(() => {
  clearSignUpDraft();
  clearGoogleSignUp();
});

describe('a later sign-up step, opened first', () => {
  it('loads no step’s page when the tab has no sign-up under way (a deep link)', async () => {
    const routes = stepRoutes();
    for (const route of routes) await route.preload();
    expect(routes.filter(({ load }) => load.mock.calls.length > 0).map(({ step }) => step)).toEqual([]);
  });

  it('loads the e-mail steps’ pages once the flow has reached them, and the Google step’s with its token', async () => {
    updateSignUpDraft({ email: 'mika@kizuna.example', emailVerifyId: 'evf_1' });
    setSignUpPassword({ password: 'secret123', confirmPassword: 'secret123' });
    const routes = stepRoutes();
    for (const route of routes) await route.preload();
    expect(routes.filter(({ load }) => load.mock.calls.length > 0).map(({ step }) => step)).toEqual(['verification-code', 'setup-account']);

    saveGoogleSignUp({ idToken: 'google-id-token', email: 'mika@kizuna.example' });
    for (const route of routes) await route.preload();
    expect(routes.filter(({ load }) => load.mock.calls.length > 0).map(({ step }) => step)).toEqual(steps);
  });
});
