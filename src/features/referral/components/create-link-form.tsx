import { Stack } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useQueryClient } from '@tanstack/react-query';
import { useListAgents } from '@/api/generated/endpoints/agents/agents';
import { createShareLink, getGetPrimaryShareLinkQueryKey, getListShareLinksQueryKey } from '@/api/generated/endpoints/referral/referral';
import type { ShareLink } from '@/api/generated/model';
import { createShareLinkBodyLabelMax } from '@/api/generated/limits/referral';
import { isApiError } from '@/api/api-error';
import { FormFailure, FormFooter, useFormFailure } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';


// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/share-link-schema').then((module) => module.shareLinkSchema);

/** A new share link: where it will be used, and whether it opens the product or one agent. */
export const CreateLinkForm = ({ onCreated }: { onCreated: (link: ShareLink) => void }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const agents = useListAgents();
  const { failure, setFailure } = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: { label: '', agentName: '' } });

  const onSubmit = handleSubmit(async ({ label, agentName }) => {
    setFailure(null);
    try {
      const { shareLink } = await createShareLink({ label, ...(agentName ? { agentName } : {}) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListShareLinksQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetPrimaryShareLinkQueryKey() }),
      ]);
      reset({ label: '', agentName });
      onCreated(shareLink);
    } catch (error) {
      if (isApiError(error, 'AlreadyAdded')) {
        setError('label', { type: 'server', message: 'errors.AlreadyAdded' }, { shouldFocus: true });
        return;
      }
      if (applyServerError(error, setError, {}, ['label', 'agentName'])) return;
      setFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="create-link-form" aria-label={LL.referral.links.createTitle()}>
      <Stack gap="3">
        <FormFailure failure={failure} title={LL.referral.links.createFailed()} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
          <FormField label={LL.referral.links.label()} error={errors.label} helperText={LL.referral.links.labelHelp({ max: createShareLinkBodyLabelMax })} required>
            <Input {...register('label')} data-testid="link-label" />
          </FormField>
          <FormField label={LL.referral.links.target()}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('agentName')} data-testid="link-target">
                <option value="">{LL.referral.links.product()}</option>
                {(agents.data?.agents ?? []).map((agent) => (
                  <option key={agent.name} value={agent.name}>
                    {LL.referral.links.agent({ name: agent.displayName })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Stack>
        <FormFooter submitLabel={LL.referral.links.create()} submitting={isSubmitting} submitTestId="create-link" />
      </Stack>
    </form>
  );
};
