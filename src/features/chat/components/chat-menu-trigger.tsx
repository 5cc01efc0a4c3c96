import { IconButton } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

const MoreIcon = () => (
  <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" fill="currentColor" aria-hidden="true">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

/** The "more" button that opens the chat menu: the menu's trigger, and its stand-in until the menu's code is loaded. */
export const ChatMenuTrigger = ({ label, ...rest }: { label: string } & ComponentProps<typeof IconButton>) => (
  <IconButton variant="ghost" size="sm" aria-label={label} data-testid="chat-menu" {...rest}>
    <MoreIcon />
  </IconButton>
);
