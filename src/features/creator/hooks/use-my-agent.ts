import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetMyAgentQueryKey, publishMyAgent, updateMyAgentSettings, useGetMyAgent } from '@/api/generated/endpoints/my-agent/my-agent';
import type { MyAgentResponse, UpdateAgentSettingsRequest } from '@/api/generated/model';
import { rememberProgress } from './use-onboarding';

/** The creator's agent; its progress markers are kept in step. */
export const useMyAgent = () => {
  const query = useGetMyAgent({ query: { staleTime: 30_000 } });
  const progress = query.data?.progress;
  useEffect(() => {
    if (progress) rememberProgress(progress);
  }, [progress]);
  return query;
};

const useWriteAgent = () => {
  const queryClient = useQueryClient();
  return (mine: MyAgentResponse) => {
    queryClient.setQueryData(getGetMyAgentQueryKey(), mine);
    rememberProgress(mine.progress);
  };
};

export const usePublish = () => {
  const write = useWriteAgent();
  return useMutation({ mutationFn: () => publishMyAgent(), onSuccess: write });
};

export const useUpdateSettings = () => {
  const write = useWriteAgent();
  return useMutation({ mutationFn: (change: UpdateAgentSettingsRequest) => updateMyAgentSettings(change), onSuccess: write });
};
