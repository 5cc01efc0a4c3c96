import { Circle, IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { CheckInStatus } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';

const GiftIcon = () => (
  <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z" />
  </svg>
);

/** The gift button that opens the check-in panel (its trigger, and its stand-in until the panel's code is loaded); a dot while today's reward waits. */
export const CheckInTrigger = ({ status, ...rest }: IconButtonProps & { status: CheckInStatus }) => {
  const { LL } = useI18nContext();
  const waiting = !status.checkedInToday;
  return (
    <IconButton
      variant="ghost"
      colorPalette="primary"
      size="sm"
      position="relative"
      aria-label={waiting ? LL.money.checkIn.openUnclaimed() : LL.money.checkIn.open()}
      data-testid="check-in"
      {...rest}
    >
      <GiftIcon />
      {waiting ? <Circle size="2" bg="secondary.solid" position="absolute" top="1" right="1" aria-hidden="true" /> : null}
    </IconButton>
  );
};
