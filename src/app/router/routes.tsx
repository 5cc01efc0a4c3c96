import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { onboardingBasePath, onboardingSteps } from '@/lib/onboarding-steps';
import { NotFoundPage } from '../errors/error-page';
import {
  AccountLayout,
  AuthLayout,
  BaseLayout,
  ClosePageLayout,
  MainLayout,
  NoLayout,
  SubPageLayout,
} from '../layouts/layouts';
import { RootLayout } from '../layouts/root-layout';
import { Guard } from './guard';
import type { SignUpStep } from '@/features/auth/sign-up/hooks/sign-up-step';
import type { Access } from './guards';
import { chatScreenPath } from './paths';
import { agentInfoLoader, chatListLoader, ChatStyleCheck, demoAgentLoader } from './route-loaders';
import { RouteErrorBoundary } from './route-error-boundary';
import { page, RoutePage, type Page, type Prefetch, type RouteBoot } from './route-page';

// The route table of spec section 2: every screen is lazy-loaded; each group shares a guard
// and a layout. docs/decisions/routes-and-guards.md lists the choices the spec left open.
// A page loads its translation areas (src/i18n/areas.ts) beside its code; the shared areas
// are there already. route-areas.test.ts checks each page lists what its feature uses.
// React Router runs in declarative mode (useRoutes over this table, see app-routes.tsx): a
// route's `handle` (RouteBoot) is only what mount.tsx loads before the first render.

/** A screen's route: its lazy page, and what it fetches before it draws. */
const screen = (target: Page, prefetch?: Prefetch, { ownErrors = false } = {}): Pick<RouteObject, 'element' | 'handle'> => {
  const handle: RouteBoot = { preload: target.preload, prefetch };
  const element = <RoutePage page={target} prefetch={prefetch} />;
  // Some screens show their errors inside their own layout (the chat screen, the demo chat).
  return { handle, element: ownErrors ? <RouteErrorBoundary>{element}</RouteErrorBoundary> : element };
};

/** A pathless route: a guard around a layout. */
const section = (access: Access, layout: ReactElement, children: RouteObject[]): RouteObject => ({
  element: <Guard access={access}>{layout}</Guard>,
  children,
});

/**
 * A later sign-up step. Whether it can show (a reload loses the password; a deep link has no
 * draft) is decided before its page loads, so a visitor sent back to the start downloads only
 * the start screen. The first route preloads the step's page only when the step will show.
 */
const signUpStepGate = page(() => import('@/features/auth/pages/sign-up-step-gate'), []);
export const signUpStep = (step: SignUpStep, target: Page): Pick<RouteObject, 'element' | 'handle'> => {
  const handle: RouteBoot = {
    preload: () => signUpStepGate.preload().then((gate): Promise<unknown> | undefined => (gate.canShowSignUpStep(step) ? target.preload() : undefined)),
  };
  return {
    handle,
    element: (
      <signUpStepGate.Component step={step}>
        <RoutePage page={target} />
      </signUpStepGate.Component>
    ),
  };
};

const signInPage = page(() => import('@/features/auth/pages/sign-in-page'), ['auth', 'validation']);
/** The sign-in screen's code and translations, loaded ahead of need (lib/session/keep-sign-in-ready.ts). */
export const preloadSignIn = (): Promise<unknown> => signInPage.preload();

const onboardingStep = page(() => import('@/features/creator/pages/onboarding-step-page'), ['creator', 'validation']);
const onboardingPage = screen(onboardingStep);
// The wizard's layout loads with the wizard (it alone draws a progress bar).
const onboardingLayout = page(async () => ({ default: (await import('../layouts/onboarding-layout')).OnboardingLayout }), ['creator']);

const chatExamplePath = onboardingSteps.find((step) => step.key === 'chatExample')?.path ?? '';
const chatStylePath = `${onboardingBasePath}/${chatExamplePath}/:chatStyle`;

const onboardingChildren: RouteObject[] = onboardingSteps.map(({ path, key }) => {
  if (key === 'chatExample') {
    return {
      path,
      children: [
        { index: true, ...onboardingPage },
        { path: ':chatStyle', ...onboardingPage },
      ],
    };
  }
  return path ? { path, ...onboardingPage } : { index: true, ...onboardingPage };
});

export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    // Errors render inside the root layout, with header and footer (its RouteErrorBoundary).
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <Navigate to="/chats" replace /> },

          section('signed-in', <MainLayout />, [
            { path: 'chats', ...screen(page(() => import('@/features/chat/pages/chat-list-page'), ['chat']), chatListLoader(queryClient)) },
            { path: 'referral', ...screen(page(() => import('@/features/referral/pages/referral-page'), ['referral'])) },
          ]),
          section('agent-owner', <MainLayout />, [
            { path: 'my-agent', ...screen(page(() => import('@/features/creator/pages/my-agent-page'), ['creator', 'studio'])) },
            { path: 'my-agent/statistics', ...screen(page(() => import('@/features/statistics/pages/statistics-page'), ['statistics'])) },
          ]),
          section('signed-in', <NoLayout />, [
            {
              // The conversation fills the window: no footer, no phone tab bar (it has its own Back).
              path: chatScreenPath,
              ...screen(page(() => import('@/features/chat/pages/chat-page'), ['chat']), agentInfoLoader(queryClient), { ownErrors: true }),
            },
          ]),
          section('signed-in', <SubPageLayout />, [
            { path: 'chats/:agentName/album', ...screen(page(() => import('@/features/chat/pages/album-page'), ['chat'])) },
            { path: 'my-agent/agent-setting/edit', ...screen(page(() => import('@/features/creator/pages/agent-setting-edit-page'), ['creator', 'studio', 'validation'])) },
            { path: 'referral/statistics', ...screen(page(() => import('@/features/referral/pages/referral-statistics-page'), ['referral', 'statistics'])) },
            { path: 'referral/share-links', ...screen(page(() => import('@/features/referral/pages/share-links-page'), ['referral', 'validation'])) },
          ]),
          section('agent-owner', <SubPageLayout />, [
            { path: 'my-agent/statistics/withdraw', ...screen(page(() => import('@/features/payouts/pages/withdraw-page'), ['payouts', 'validation'])) },
            { path: 'my-agent/agent-setting/media', ...screen(page(() => import('@/features/creator/pages/agent-setting-media-page'), ['creator', 'validation'])) },
          ]),
          section('signed-in', <AccountLayout />, [{ path: 'profile', ...screen(page(() => import('@/features/profile/pages/profile-page'), ['profile', 'validation'])) }]),
          section('agent-owner', <AccountLayout />, [
            { path: 'my-agent/agent-setting', ...screen(page(() => import('@/features/creator/pages/agent-setting-page'), ['creator', 'studio'])) },
          ]),
          section('signed-in', <ClosePageLayout />, [{ path: 'payment', ...screen(page(() => import('@/features/payment/pages/payment-page'), ['payment', 'validation'])) }]),
          section('public', <BaseLayout />, [
            {
              path: 'demo/:agentName/chats',
              ...screen(page(() => import('@/features/chat/pages/demo-chat-page'), ['chat']), demoAgentLoader(queryClient), { ownErrors: true }),
            },
            { path: 'r/:code', ...screen(page(() => import('@/features/referral/pages/referral-landing-page'), ['referral'])) },
          ]),
          section('guest', <AuthLayout />, [
            { path: 'sign-in', ...screen(signInPage) },
            {
              path: 'sign-up',
              children: [
                { index: true, ...screen(page(() => import('@/features/auth/pages/sign-up-page'), ['auth', 'validation'])) },
                { path: 'setup-account', ...signUpStep('setup-account', page(() => import('@/features/auth/pages/setup-account-page'), ['auth', 'validation'])) },
                {
                  path: 'verification-code',
                  ...signUpStep('verification-code', page(() => import('@/features/auth/pages/verification-code-page'), ['auth', 'validation'])),
                },
                {
                  path: 'setup-account-google',
                  ...signUpStep('setup-account-google', page(() => import('@/features/auth/pages/setup-account-google-page'), ['auth', 'validation'])),
                },
              ],
            },
            { path: 'reset-password', ...screen(page(() => import('@/features/auth/pages/reset-password-page'), ['passwordReset', 'validation'])) },
            { path: 'reset-password-complete', ...screen(page(() => import('@/features/auth/pages/reset-password-complete-page'), ['passwordReset', 'validation'])) },
          ]),
          section('public', <AuthLayout />, [
            { path: 'send-reset-password-email', ...screen(page(() => import('@/features/auth/pages/send-reset-password-email-page'), ['passwordReset', 'validation'])) },
          ]),
          {
            ...section('signed-in', <Outlet />, [
              { ...screen(onboardingLayout), children: [{ path: onboardingBasePath, children: onboardingChildren }] },
            ]),
            // The chat-style check comes before the guard (a guest gets the 404 too).
            element: (
              <ChatStyleCheck path={chatStylePath}>
                <Guard access="signed-in">
                  <Outlet />
                </Guard>
              </ChatStyleCheck>
            ),
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

