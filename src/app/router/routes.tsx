import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { loadAreas, type RouteArea } from '@/i18n/areas';
import { onboardingSteps, type OnboardingHandle } from '@/lib/onboarding-steps';
import { NotFoundPage, RouteErrorPage } from '../errors/error-page';
import {
  AccountLayout,
  AuthLayout,
  BaseLayout,
  ClosePageLayout,
  MainLayout,
  NoLayout,
  SubPageLayout,
} from '../layouts/layouts';
import { RootFallback, RootLayout } from '../layouts/root-layout';
import { Guard } from './guard';
import type { Access } from './guards';
import { agentInfoLoader, chatListLoader, chatStyleLoader, demoAgentLoader } from './route-loaders';

// The route table of spec section 2: every screen is lazy-loaded; each group shares a guard
// and a layout. docs/decisions/routes-and-guards.md lists the choices the spec left open.
// A page loads its translation areas (src/i18n/areas.ts) beside its code; the shared areas
// are there already. route-areas.test.ts checks each page lists what its feature uses.
type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>, areas: readonly RouteArea[]): { lazy: () => Promise<{ Component: ComponentType }> } => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return { Component: module.default };
  },
});

/** A pathless route: a guard around a layout. */
const section = (access: Access, layout: ReactElement, children: RouteObject[]): RouteObject => ({
  element: <Guard access={access}>{layout}</Guard>,
  children,
});

const signInPage = page(() => import('@/features/auth/pages/sign-in-page'), ['auth', 'passwordReset']);
/** The sign-in screen's code and translations, loaded ahead of need (lib/session/keep-sign-in-ready.ts). */
export const preloadSignIn = (): Promise<unknown> => signInPage.lazy();

const onboardingPage = page(() => import('@/features/creator/pages/onboarding-step-page'), ['creator']);

const onboardingChildren: RouteObject[] = onboardingSteps.map(({ path, key, step }) => {
  const handle: OnboardingHandle = { onboarding: true, key, step };
  if (key === 'chatExample') {
    return {
      path,
      handle,
      children: [
        { index: true, ...onboardingPage },
        { path: ':chatStyle', loader: chatStyleLoader, ...onboardingPage },
      ],
    };
  }
  return path ? { path, handle, ...onboardingPage } : { index: true, handle, ...onboardingPage };
});

export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: RootFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors render inside the root layout, with header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/chats" replace /> },

          section('signed-in', <MainLayout />, [
            { path: 'chats', loader: chatListLoader(queryClient), ...page(() => import('@/features/chat/pages/chat-list-page'), ['chat']) },
            { path: 'referral', ...page(() => import('@/features/referral/pages/referral-page'), ['referral', 'statistics']) },
          ]),
          section('agent-owner', <MainLayout />, [
            { path: 'my-agent', ...page(() => import('@/features/creator/pages/my-agent-page'), ['creator']) },
            { path: 'my-agent/statistics', ...page(() => import('@/features/statistics/pages/statistics-page'), ['statistics']) },
          ]),
          section('signed-in', <NoLayout />, [
            {
              path: 'chats/:agentName',
              loader: agentInfoLoader(queryClient),
              // The conversation fills the window: no footer, no phone tab bar (it has its own Back).
              handle: { fullScreen: true },
              errorElement: <RouteErrorPage />,
              ...page(() => import('@/features/chat/pages/chat-page'), ['chat']),
            },
          ]),
          section('signed-in', <SubPageLayout />, [
            { path: 'chats/:agentName/album', ...page(() => import('@/features/chat/pages/album-page'), ['chat']) },
            { path: 'my-agent/agent-setting/edit', ...page(() => import('@/features/creator/pages/agent-setting-edit-page'), ['creator']) },
            { path: 'referral/statistics', ...page(() => import('@/features/referral/pages/referral-statistics-page'), ['referral', 'statistics']) },
            { path: 'referral/share-links', ...page(() => import('@/features/referral/pages/share-links-page'), ['referral', 'statistics']) },
          ]),
          section('agent-owner', <SubPageLayout />, [
            { path: 'my-agent/statistics/withdraw', ...page(() => import('@/features/payouts/pages/withdraw-page'), ['payouts']) },
            { path: 'my-agent/agent-setting/media', ...page(() => import('@/features/creator/pages/agent-setting-media-page'), ['creator']) },
          ]),
          section('signed-in', <AccountLayout />, [{ path: 'profile', ...page(() => import('@/features/profile/pages/profile-page'), ['profile']) }]),
          section('agent-owner', <AccountLayout />, [
            { path: 'my-agent/agent-setting', ...page(() => import('@/features/creator/pages/agent-setting-page'), ['creator']) },
          ]),
          section('signed-in', <ClosePageLayout />, [{ path: 'payment', ...page(() => import('@/features/payment/pages/payment-page'), ['payment']) }]),
          section('public', <BaseLayout />, [
            {
              path: 'demo/:agentName/chats',
              loader: demoAgentLoader(queryClient),
              errorElement: <RouteErrorPage />,
              ...page(() => import('@/features/chat/pages/demo-chat-page'), ['chat']),
            },
            { path: 'r/:code', ...page(() => import('@/features/referral/pages/referral-landing-page'), ['referral', 'statistics']) },
          ]),
          section('guest', <AuthLayout />, [
            { path: 'sign-in', ...signInPage },
            {
              path: 'sign-up',
              children: [
                { index: true, ...page(() => import('@/features/auth/pages/sign-up-page'), ['auth', 'passwordReset']) },
                { path: 'setup-account', ...page(() => import('@/features/auth/pages/setup-account-page'), ['auth', 'passwordReset']) },
                { path: 'verification-code', ...page(() => import('@/features/auth/pages/verification-code-page'), ['auth', 'passwordReset']) },
                { path: 'setup-account-google', ...page(() => import('@/features/auth/pages/setup-account-google-page'), ['auth', 'passwordReset']) },
              ],
            },
            { path: 'reset-password', ...page(() => import('@/features/auth/pages/reset-password-page'), ['auth', 'passwordReset']) },
            { path: 'reset-password-complete', ...page(() => import('@/features/auth/pages/reset-password-complete-page'), ['auth', 'passwordReset']) },
          ]),
          section('public', <AuthLayout />, [
            { path: 'send-reset-password-email', ...page(() => import('@/features/auth/pages/send-reset-password-email-page'), ['auth', 'passwordReset']) },
          ]),
          section('signed-in', <Outlet />, [
            {
              // The wizard's layout loads with the wizard (it alone draws a progress bar).
              lazy: async () => ({ Component: (await import('../layouts/onboarding-layout')).OnboardingLayout }),
              children: [{ path: 'onboarding', children: onboardingChildren }],
            },
          ]),

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createAppRoutes(queryClient));
export type AppRouter = ReturnType<typeof createAppRouter>;
