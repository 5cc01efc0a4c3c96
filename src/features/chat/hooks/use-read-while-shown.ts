import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Message } from '@/api/generated/model';
import { chatListEvents, subscribeRealtime } from '@/lib/realtime';
import { markRead } from '../lib/first-page';

/**
 * Reads the agent's messages that arrive while the fan has the conversation in front of them.
 * The server counts each one unread (it cannot see the screen) until the newest page is read
 * again (openapi.yaml, listMessages): without this, the chat list showed a reply the fan had
 * just watched stream in as unread. One that arrives while the tab is hidden stays unread until
 * the fan is back. One read at a time; arrivals during it are read after it.
 */
export const useReadWhileShown = (agentName: string): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unread = false;
    let reading = false;
    let stopped = false;
    const read = async (): Promise<void> => {
      if (stopped || reading || !unread || document.visibilityState !== 'visible') return;
      unread = false;
      reading = true;
      try {
        await markRead(queryClient, agentName);
      } catch {
        // Still unread on the server: the next arrival, or the fan's return to the tab, tries again.
        unread = true;
        return;
      } finally {
        reading = false;
      }
      await read();
    };
    const arrived = ({ agentName: of, message }: { agentName: string; message: Message }) => {
      if (of !== agentName || message.sender !== 'AGENT') return;
      unread = true;
      void read();
    };
    const onVisibility = () => void read();
    const stops = chatListEvents.map((event) => subscribeRealtime(event, arrived));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [agentName, queryClient]);
};
