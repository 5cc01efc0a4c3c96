import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getGetMyProfileQueryKey, getMyProfile } from '@/api/generated/endpoints/profile/profile';
import { getGetMyAgentQueryKey, getMyAgent } from '@/api/generated/endpoints/my-agent/my-agent';
import { getGetWalletQueryKey, getWallet } from '@/api/generated/endpoints/wallet/wallet';
import { useUpdateProfile } from '@/features/profile/hooks/use-profile-mutations';
import { usePublish, useUpdateSettings } from '@/features/creator/hooks/use-my-agent';
import { getSession } from '@/lib/session/session-store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { signInDemoUser } from './demo-user';

// A server error on a mutation leaves the react-query cache exactly as it was (issue 13). The
// app writes its cache only from a server's answer (no optimistic writes), so "rolled back"
// means: after the 500, every query's data is deep-equal to before, and so is the session user.
setupMockBackend();

const serverError = () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'unknown error occurred' }, { status: 500 });

const primedClient = async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await Promise.all([
    queryClient.fetchQuery({ queryKey: getGetMyProfileQueryKey(), queryFn: () => getMyProfile() }),
    queryClient.fetchQuery({ queryKey: getGetMyAgentQueryKey(), queryFn: () => getMyAgent() }),
    queryClient.fetchQuery({ queryKey: getGetWalletQueryKey(), queryFn: () => getWallet() }),
  ]);
  return queryClient;
};

const cacheOf = (queryClient: QueryClient) =>
  structuredClone(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.data]),
  );

const wrapperFor =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

type Mutate = (queryClient: QueryClient) => () => Promise<unknown>;

/** Renders the hook (outside act, so its result is there) and gives back the call to make. */
const mutation =
  <R extends { mutateAsync: (...args: never[]) => Promise<unknown> }>(useHook: () => R, call: (hook: R) => Promise<unknown>): Mutate =>
  (queryClient) => {
    const { result } = renderHook(useHook, { wrapper: wrapperFor(queryClient) });
    return () => call(result.current);
  };

const cases: { name: string; fail: Parameters<typeof mockServer.use>[0]; mutate: Mutate }[] = [
  {
    name: 'a profile update',
    fail: http.patch('*/api/users/me', serverError),
    mutate: mutation(useUpdateProfile, (hook) => hook.mutateAsync({ data: { nickname: 'Never saved' } })),
  },
  {
    name: 'an agent settings update',
    fail: http.patch('*/api/my-agent/settings', serverError),
    mutate: mutation(useUpdateSettings, (hook) => hook.mutateAsync({ displayName: 'Never saved', bio: 'Never saved either.' })),
  },
  {
    name: 'publishing the agent',
    fail: http.post('*/api/my-agent/publish', serverError),
    mutate: mutation(usePublish, (hook) => hook.mutateAsync()),
  },
];

describe('a server error on a mutation', () => {
  it.each(cases)('leaves the cache and the session exactly as they were: $name', async ({ fail, mutate }) => {
    await signInDemoUser('creator');
    const queryClient = await primedClient();
    const before = cacheOf(queryClient);
    const sessionUser = structuredClone(getSession().user);
    expect(before).toHaveLength(3);
    mockServer.use(fail);
    const call = mutate(queryClient);
    await act(async () => {
      await expect(call()).rejects.toMatchObject({ status: 500, name: 'UnknownError' });
    });
    expect(cacheOf(queryClient)).toEqual(before);
    expect(getSession().user).toEqual(sessionUser);
  });
});
