import { Box, Card, Container, Flex, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useI18nContext } from '@/i18n/i18n-react';
import { sanitizeRedirect } from '@/lib/safe-redirect';

// The content layouts of spec section 2. The root layout around them holds the header,
// footer and toast area; these only shape the page between them. The onboarding layout is in
// ./onboarding-layout.tsx, loaded with the wizard.

/** main: the signed-in home areas (chats, my agent, referral). */
export const MainLayout = () => (
  <Container maxW="5xl" py="4" data-layout="main">
    <Outlet />
  </Container>
);

/** base: a plain page, for screens open to everyone (the demo chat). */
export const BaseLayout = () => (
  <Container maxW="4xl" py="4" data-layout="base">
    <Outlet />
  </Container>
);

/** account: the user's own settings (profile, agent settings). */
export const AccountLayout = () => (
  <Container maxW="3xl" py="4" data-layout="account">
    <Outlet />
  </Container>
);

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
const CloseIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

/** sub-page: a page below another, with a way back to its parent. */
export const SubPageLayout = () => {
  const { LL } = useI18nContext();
  // The parent is the URL one segment up (`/chats/aoi/album` → `/chats/aoi`). A relative ".."
  // would resolve against this pathless layout route, i.e. "/".
  const parent = useLocation().pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/';
  return (
    <Container maxW="3xl" py="4" data-layout="sub-page">
      <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
        <RouterLink to={parent}>
          <BackIcon /> {LL.shell.back()}
        </RouterLink>
      </Link>
      <Outlet />
    </Container>
  );
};

/**
 * close-page: a task page (payment) that is closed rather than navigated away from. Opened
 * with `?redirect=` (the chat's "Top up"), it offers the way back there, and closing returns
 * there too: the fan tops up and goes straight back to the draft they were writing.
 */
export const ClosePageLayout = () => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  const returnTo = raw ? sanitizeRedirect(raw, '') : '';
  const close = () => {
    if (returnTo) void navigate(returnTo);
    // Back where the user came from; to the chats when the page was opened directly.
    else if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/chats');
  };
  return (
    <Container maxW="3xl" py="4" data-layout="close-page">
      <Flex justify={returnTo ? 'space-between' : 'flex-end'} align="center">
        {returnTo ? (
          <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to={returnTo} data-testid="return-link">
              <BackIcon /> {LL.shell.returnBack()}
            </RouterLink>
          </Link>
        ) : null}
        <IconButton aria-label={LL.shell.close()} variant="ghost" colorPalette="neutral" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Flex>
      <Outlet />
    </Container>
  );
};

/** auth: sign-in, sign-up and password reset, in a centred card. */
export const AuthLayout = () => (
  <Container maxW="md" py="8" data-layout="auth">
    <Card.Root>
      <Card.Body>
        <Outlet />
      </Card.Body>
    </Card.Root>
  </Container>
);

/** none: the page draws everything itself (the full-screen chat). */
export const NoLayout = () => (
  <Box data-layout="none" flex="1" minH="0" display="flex" flexDirection="column">
    <Outlet />
  </Box>
);
