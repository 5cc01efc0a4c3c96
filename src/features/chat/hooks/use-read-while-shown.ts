import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatListEvents, subscribeRealtime, type RealtimeMessages } from '@/lib/realtime';
import { markRead } from '../lib/first-page';

/**
 * Reads the agent's messages that arrive while the fan has the conversation in front of them.
 * The server counts each one unread (it cannot see the screen) until the newest page is read
 * again (openapi.yaml, listMessages): without this, the chat list showed a reply the fan had
 * just watched stream in as unread. One that arrives while the tab is hidden stays unread until
 * the fan is back. One read at a time; what arrives during it is read after it.
 */
export const useReadWhileShown = (agentName: string): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unread = false;
    let reading = false;
    let stopped = false;
    const read = async (): Promise<void> => {
      if (reading) return;
      reading = true;
      try {
        while (!stopped && unread && document.visibilityState === 'visible') {
          unread = false;
          await markRead(queryClient, agentName);
        }
      } catch {
        // Still unread on the server: the next arrival, or the fan's return to the tab, tries again.
        unread = true;
      } finally {
        reading = false;
      }
    };
    const arrived = ({ agentName: of, message }: RealtimeMessages[(typeof chatListEvents)[number]]) => {
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
