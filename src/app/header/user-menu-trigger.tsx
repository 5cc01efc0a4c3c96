import type { ComponentProps } from 'react';
import type { User } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar';

export const userDisplayName = (user: User | null): string => user?.nickname || user?.username || user?.email || '';

export interface UserMenuTriggerProps extends ComponentProps<'button'> {
  label: string;
  user: User | null;
}

/** The avatar button that opens the user menu: the menu's trigger, and its stand-in until the menu's code is loaded. */
export const UserMenuTrigger = ({ label, user, style, ...rest }: UserMenuTriggerProps) => (
  <button type="button" aria-label={label} data-testid="user-menu" style={{ borderRadius: '9999px', ...style }} {...rest}>
    <Avatar name={userDisplayName(user)} src={user?.avatarUrl ?? null} size="sm" />
  </button>
);
