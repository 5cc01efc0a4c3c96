import { Badge, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteShareLink, getGetPrimaryShareLinkQueryKey, getListShareLinksQueryKey, useListShareLinks } from '@/api/generated/endpoints/referral/referral';
import type { ShareLink } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { CreateLinkForm } from '../components/create-link-form';
import { NoLink } from '../components/no-link';
import { ShareActions } from '../components/share-actions';

/** /referral/share-links: every link with its visits and sign-ups; create one (product or an agent), remove one. */
export default function ShareLinksPage() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const links = useListShareLinks();
  const [removing, setRemoving] = useState<ShareLink | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveError(null);
    try {
      await deleteShareLink(removing.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShareLinksQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetPrimaryShareLinkQueryKey() }),
      ]);
      showToast({ message: LL.referral.links.removed({ label: removing.label }) });
      setRemoving(null);
    } catch (error) {
      setRemoveError(error);
    }
  };

  return (
    <Stack gap="5" pt="3">
      <title>{`${LL.referral.titles.shareLinks()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.referral.titles.shareLinks()}
        </Heading>
        <Text color="fg.muted">{LL.referral.links.intro()}</Text>
      </Stack>
      <SectionCard id="create-link" title={LL.referral.links.createTitle()}>
        <CreateLinkForm onCreated={(link) => showToast({ message: LL.referral.links.created({ label: link.label }) })} />
      </SectionCard>
      <SectionCard id="links" title={LL.referral.links.title()}>
        {links.isPending ? <Skeleton height="24" /> : null}
        {links.isError ? <FormAlert>{errorMessage(LL, links.error)}</FormAlert> : null}
        {links.data && links.data.items.length === 0 ? <NoLink /> : null}
        {links.data && links.data.items.length > 0 ? (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="share-links">
            {links.data.items.map((link) => (
              <Stack as="li" key={link.id} borderWidth="1px" borderRadius="lg" p="3" gap="2" data-testid={`share-link-${link.code}`}>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="semibold">
                    {link.label}{' '}
                    <Badge variant="subtle" colorPalette={link.agentName ? 'secondary' : 'primary'}>
                      {link.agentName ? LL.referral.links.agent({ name: link.agentName }) : LL.referral.links.product()}
                    </Badge>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {LL.referral.links.counts({ clicks: link.clicks, signups: link.signups })}
                  </Text>
                </HStack>
                <Text fontSize="sm" fontFamily="mono" wordBreak="break-all">
                  {link.url}
                </Text>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <ShareActions url={link.url} title={LL.referral.share.title()} size="xs" />
                  <Button size="xs" variant="ghost" color="error" onClick={() => setRemoving(link)} aria-label={LL.referral.links.removeLabel({ label: link.label })}>
                    {LL.referral.links.remove()}
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </SectionCard>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        title={LL.referral.links.removeTitle()}
        summary={removing ? LL.referral.links.removeSummary({ label: removing.label }) : ''}
        confirmLabel={LL.referral.links.remove()}
        confirmColor="error"
        onConfirm={confirmRemove}
        error={removeError}
        failureNote={LL.referral.links.kept()}
        testId="remove-link-dialog"
      />
    </Stack>
  );
}
