import { Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { getGetOnboardingQueryKey } from '@/api/generated/endpoints/onboarding/onboarding';
import { useI18nContext } from '@/i18n/i18n-react';
import { MediaThumb } from '../media-thumb';
import { MediaUploader } from '../media-uploader';
import { WizardFrame } from '../wizard-frame';
import type { StepProps } from './step-kit';

/** Step 7: photos and videos for the twin's album; each file is saved as soon as it is uploaded. */
export const MediaStep = ({ settings, persona, onBack, onDone }: StepProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone();
  };
  return (
    <WizardFrame heading={LL.creator.media.heading()} intro={LL.creator.media.intro()} formId={formId} saving={false} problem={null} onBack={onBack} persona={persona}>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <MediaUploader path="/onboarding/media" onUploaded={() => void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey() })} />
          {settings.media.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {LL.creator.media.empty()}
            </Text>
          ) : (
            <ColumnGrid columns={{ base: 2, sm: 3 }} gap="3" data-testid="wizard-media">
              {settings.media.map((media) => (
                <MediaThumb key={media.id} media={media} />
              ))}
            </ColumnGrid>
          )}
        </Stack>
      </form>
    </WizardFrame>
  );
};
