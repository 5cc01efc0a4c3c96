import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { Message } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';

const titleLength = 60;
const shorten = (text: string, max: number) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/**
 * Screen readers hear each finished reply once, through a polite live region (the streamed
 * text itself is not live, or every chunk would be read). While the tab is in the
 * background, its title shows the reply until the fan comes back.
 */
export const ReplyAnnouncer = ({ reply, agentName }: { reply: Message | null; agentName: string }) => {
  const { LL } = useI18nContext();
  const originalTitle = useRef<string | null>(null);
  const text = reply ? LL.chat.announce.reply({ name: agentName, text: reply.text }) : '';

  useEffect(() => {
    if (!reply) return;
    if (document.visibilityState === 'hidden') {
      originalTitle.current ??= document.title;
      document.title = LL.chat.announce.title({ name: agentName, text: shorten(reply.text, titleLength) });
    }
  }, [LL, agentName, reply]);

  useEffect(() => {
    const restore = () => {
      if (document.visibilityState === 'visible' && originalTitle.current !== null) {
        document.title = originalTitle.current;
        originalTitle.current = null;
      }
    };
    document.addEventListener('visibilitychange', restore);
    return () => {
      document.removeEventListener('visibilitychange', restore);
      restore();
    };
  }, []);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="reply-announcer">
      {text}
    </VisuallyHidden>
  );
};
