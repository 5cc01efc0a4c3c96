import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { sendTestChatMessage } from '@/api/generated/endpoints/my-agent/my-agent';
import type { ChatStyle, PreviewPersona } from '@/api/generated/model';
import { chatStyles } from '../forms/wizard-screens';
import { useDebounced } from './use-debounced';

// One sample exchange per chat style through the test-chat operation, re-asked when the
// persona has stopped changing for a moment (typing does not send a request per key).
// test-chat is a POST, so there is no generated query key; this key names the persona sent.
export const previewDebounceMs = 700;

export interface PreviewExchange {
  style: ChatStyle;
  fanMessage: string;
  reply: string | undefined;
  pending: boolean;
  failed: boolean;
}

export const useLivePreview = (persona: PreviewPersona, sampleFan: (style: ChatStyle) => string): { exchanges: PreviewExchange[]; updating: boolean } => {
  const settled = useDebounced(JSON.stringify(persona), previewDebounceMs);
  const typing = settled !== JSON.stringify(persona);
  const sent = JSON.parse(settled) as PreviewPersona;
  const exchanges = chatStyles.map((style) => ({
    style,
    fanMessage: sent.chatExamples?.[style]?.examples[0]?.fanMessage ?? sampleFan(style),
  }));
  const results = useQueries({
    queries: exchanges.map(({ style, fanMessage }) => ({
      queryKey: ['creator', 'preview-chat', style, fanMessage, settled],
      queryFn: ({ signal }: { signal: AbortSignal }) => sendTestChatMessage({ history: [], text: fanMessage, persona: sent }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      retry: false,
    })),
  });
  return {
    exchanges: exchanges.map((e, i) => ({
      ...e,
      reply: results[i]?.data?.reply,
      pending: Boolean(results[i]?.isFetching),
      failed: Boolean(results[i]?.isError),
    })),
    updating: typing || results.some((r) => r.isFetching),
  };
};
