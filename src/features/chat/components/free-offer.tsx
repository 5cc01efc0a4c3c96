import { Badge, VisuallyHidden } from '@chakra-ui/react';
import type { Channel } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { useHasPassed } from '@/lib/use-has-passed';
import { useSecondsUntil } from '@/lib/use-seconds-until';

/** "12:34:56": hours may pass 24 when a window is longer than a day. */
export const formatTimeLeft = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
};

export type OfferState = { kind: 'none' } | { kind: 'running'; expiresAt: string; left: number } | { kind: 'expired' } | { kind: 'used' };

/**
 * The welcome offer (docs/decisions/chat-countdown.md): free messages until the window closes.
 * The conversation re-renders when the window closes, not every second: the seconds tick in
 * the parts that show them (TimeLeft). Ticking here re-rendered the whole conversation once a
 * second while the offer ran, and once straight after its first paint.
 */
export const useFreeOffer = (channel: Channel | undefined): OfferState => {
  const expiresAt = channel?.freeMessagesExpireAt ?? null;
  const closed = useHasPassed(expiresAt);
  if (!channel || !expiresAt) return { kind: 'none' };
  if (closed) return { kind: 'expired' };
  if (channel.freeMessagesLeft <= 0) return { kind: 'used' };
  return { kind: 'running', expiresAt, left: channel.freeMessagesLeft };
};

const asIs = (time: string): string => time;

/**
 * The time left until `until` ("12:34:56", or `render` of it), ticking every second: only this
 * text re-renders.
 */
export const TimeLeft = ({ until, render = asIs }: { until: string; render?: (time: string) => string }) => <>{render(formatTimeLeft(useSecondsUntil(until)))}</>;

// An SVG, not the ⏱ emoji: a system without an emoji font draws that as an empty box.
const ClockIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M9 2h6" />
  </svg>
);

/** The live countdown in the conversation's header. */
export const FreeOfferBadge = ({ offer }: { offer: OfferState }) => {
  const { LL } = useI18nContext();
  if (offer.kind === 'running') {
    return (
      <Badge colorPalette="success" variant="subtle" size="sm" data-testid="offer-countdown">
        <VisuallyHidden>{LL.chat.countdown.label()}: </VisuallyHidden>
        <ClockIcon /> <TimeLeft until={offer.expiresAt} />
      </Badge>
    );
  }
  if (offer.kind === 'expired') {
    return (
      <Badge colorPalette="gray" variant="subtle" size="sm" data-testid="offer-expired">
        {LL.chat.countdown.expired()}
      </Badge>
    );
  }
  return null;
};
