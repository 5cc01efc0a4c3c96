import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useI18nContext } from '@/i18n/i18n-react';
import { isSignedIn, ownsAgent, useSession } from '@/lib/session';

// Phones (below the desktop breakpoint, where the header's navigation is hidden): a tab bar
// at the bottom with every main area.
const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
);
const ChatsIcon = () => icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />);
const AgentIcon = () =>
  icon(
    <>
      <rect x="4" y="7" width="16" height="12" rx="3" />
      <path d="M12 3v4M9 13h.01M15 13h.01" />
    </>,
  );
const ReferralIcon = () =>
  icon(
    <>
      <circle cx="8" cy="9" r="3" />
      <circle cx="17" cy="7" r="2.5" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M14 14.5a4.5 4.5 0 0 1 7.5 3.5" />
    </>,
  );
const ProfileIcon = () =>
  icon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
  );

const Tab = ({ to, label, children, testId }: { to: string; label: string; children: ReactNode; testId: string }) => (
  <Box as="li" flex="1" listStyleType="none">
    <NavLink to={to} data-testid={testId} style={{ display: 'block' }}>
      {({ isActive }) => (
        <Flex direction="column" align="center" gap="0.5" py="1.5" color={isActive ? 'primary.fg' : 'fg.muted'} fontWeight={isActive ? 'semibold' : 'normal'}>
          {children}
          <Text fontSize="2xs" lineHeight="1.2">
            {label}
          </Text>
        </Flex>
      )}
    </NavLink>
  </Box>
);

export const BottomNav = () => {
  const { LL } = useI18nContext();
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <Box
      as="nav"
      aria-label={LL.shell.mainNavigation()}
      display={{ base: 'block', md: 'none' }}
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
      data-testid="bottom-nav"
    >
      <Flex as="ul" maxW="lg" mx="auto">
        <Tab to="/chats" label={LL.shell.nav.chats()} testId="tab-chats">
          <ChatsIcon />
        </Tab>
        <Tab to={ownsAgent(session) ? '/my-agent' : '/onboarding'} label={LL.shell.nav.myAgent()} testId="tab-my-agent">
          <AgentIcon />
        </Tab>
        <Tab to="/referral" label={LL.shell.nav.referral()} testId="tab-referral">
          <ReferralIcon />
        </Tab>
        <Tab to="/profile" label={LL.shell.nav.profile()} testId="tab-profile">
          <ProfileIcon />
        </Tab>
      </Flex>
    </Box>
  );
};
