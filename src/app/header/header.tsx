import { Box, Flex, HStack, Link, Spacer, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useGetWallet } from '@/api/generated/endpoints/wallet/wallet';
import { Button } from '@/components/ui/button';
import { deferred } from '@/components/ui/deferred';
import { ColorModeButton } from '@/components/ui/color-mode';
import { PreviewBadge } from '@/components/ui/preview-badge';
import { useI18nContext } from '@/i18n/i18n-react';
import { isSignedIn, ownsAgent, useSession } from '@/lib/session';
import { CheckInButton } from './check-in';
import { LanguageSwitcher } from './language-switcher';
import { UserMenuTrigger } from './user-menu-trigger';

const PointsBalance = () => {
  const { LL } = useI18nContext();
  const wallet = useGetWallet({ query: { enabled: isSignedIn(useSession()) } });
  const points = wallet.data?.wallet.points;
  if (points === undefined) return null;
  return (
    <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
      <RouterLink to="/payment#wallet" aria-label={`${LL.shell.points.label()}: ${LL.shell.points.value({ count: points })}`} data-testid="points-balance">
        {LL.shell.points.value({ count: points })}
      </RouterLink>
    </Link>
  );
};

// The menu's code (positioning, dismiss handling) loads on the first interaction, not with
// the first screen; until then the same avatar button stands in (src/components/ui/deferred).
const DeferredUserMenu = deferred(() => import('./user-menu').then((module) => module.UserMenu), { openOnPress: true });

const UserMenu = () => {
  const { LL } = useI18nContext();
  const session = useSession();
  return <DeferredUserMenu placeholder={<UserMenuTrigger label={LL.shell.userMenu.open()} user={session.user} />} />;
};

const navLinkStyles = {
  fontSize: 'sm',
  fontWeight: 'medium',
  px: '2',
  py: '1',
  borderRadius: 'md',
  color: 'fg',
  _currentPage: { bg: 'primary.subtle', color: 'primary.fg' },
} as const;

const MainNav = () => {
  const { LL } = useI18nContext();
  const session = useSession();
  return (
    <Box as="nav" aria-label={LL.shell.mainNavigation()} display={{ base: 'none', md: 'block' }}>
      <HStack as="ul" gap="1" listStyleType="none">
        <li>
          <Link asChild {...navLinkStyles}>
            <NavLink to="/chats">{LL.shell.nav.chats()}</NavLink>
          </Link>
        </li>
        <li>
          <Link asChild {...navLinkStyles}>
            <NavLink to={ownsAgent(session) ? '/my-agent' : '/onboarding'}>{LL.shell.nav.myAgent()}</NavLink>
          </Link>
        </li>
        <li>
          <Link asChild {...navLinkStyles}>
            <NavLink to="/referral">{LL.shell.nav.referral()}</NavLink>
          </Link>
        </li>
      </HStack>
    </Box>
  );
};

export const Header = () => {
  const { LL } = useI18nContext();
  const session = useSession();
  const signedIn = isSignedIn(session);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" position="sticky" top="0" zIndex="sticky">
      <Flex align="center" gap={{ base: '2', md: '4' }} px={{ base: '3', md: '6' }} py="2" maxW="7xl" mx="auto">
        <Link asChild fontWeight="bold" fontSize="xl" color="primary.fg" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={signedIn ? '/chats' : '/sign-in'} aria-label={LL.shell.home()}>
            <img src="/logo.svg" alt="" width="28" height="28" />
            {/* On a phone the logo alone stands for the name: the row needs the room for the
                balance, the language and the menu, which would otherwise be squeezed and clipped. */}
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {LL.app.name()}
            </Box>
          </RouterLink>
        </Link>
        <PreviewBadge />
        {signedIn ? <MainNav /> : null}
        <Spacer />
        {signedIn ? <CheckInButton /> : null}
        {signedIn ? <PointsBalance /> : null}
        <LanguageSwitcher />
        <ColorModeButton />
        {signedIn ? (
          <UserMenu />
        ) : (
          <Button asChild size="sm" color="primary">
            <RouterLink to="/sign-in">{LL.shell.signIn()}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
};

export const Footer = () => {
  const { LL } = useI18nContext();
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px="6" fontSize="sm" color="fg.muted">
      <Flex maxW="7xl" mx="auto" justify="space-between" wrap="wrap" gap="2">
        <Text>{LL.shell.footer.copyright({ year: new Date().getFullYear() })}</Text>
        <Text>{LL.shell.footer.tagline()}</Text>
      </Flex>
    </Box>
  );
};
