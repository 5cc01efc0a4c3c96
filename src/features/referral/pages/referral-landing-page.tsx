import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useResolveReferralLink } from '@/api/generated/endpoints/referral/referral';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useI18nContext } from '@/i18n/i18n-react';
import { rememberReferralCode } from '@/lib/referral-code';
import { sanitizeRedirect } from '@/lib/safe-redirect';
import { isSignedIn, useSession } from '@/lib/session';

/**
 * /r/{code}: a share link's own address. The code is remembered for the sign-up, and the
 * visitor lands where the link leads: the agent's demo chat for an agent link, sign-up for a
 * product link (signed-in users go straight to the chat or the chats).
 */
export default function ReferralLandingPage() {
  const { LL } = useI18nContext();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSession());
  const query = useResolveReferralLink(code, { query: { retry: false, staleTime: Infinity, gcTime: 0 } });
  const link = query.data?.referralLink;

  useEffect(() => {
    if (!link) return;
    if (!signedIn) rememberReferralCode(link.code);
    // The agent's name comes from the server: encoded as one path segment, and the whole
    // address through the shared open-redirect guard, so no answer can lead off the site.
    const agent = link.agentName ? encodeURIComponent(link.agentName) : null;
    const target = agent ? (signedIn ? `/chats/${agent}` : `/demo/${agent}/chats`) : signedIn ? '/chats' : '/sign-up';
    void navigate(sanitizeRedirect(target), { replace: true });
  }, [link, navigate, signedIn]);

  return (
    <Stack gap="4" py="10" align="center" textAlign="center">
      <title>{`${LL.referral.landing.title()} | ${LL.app.name()}`}</title>
      <Heading as="h1" size="xl">
        {query.isError ? LL.referral.landing.invalid() : LL.referral.landing.title()}
      </Heading>
      {query.isError ? (
        <>
          <Text color="fg.muted">{LL.referral.landing.invalidBody()}</Text>
          <Button asChild>
            <RouterLink to={signedIn ? '/chats' : '/sign-up'}>{signedIn ? LL.referral.landing.toChats() : LL.referral.landing.signUp()}</RouterLink>
          </Button>
        </>
      ) : (
        <LoadingSpinner size="lg" color="primary.solid" label={LL.referral.landing.opening()} />
      )}
    </Stack>
  );
}
