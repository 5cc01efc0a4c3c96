import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, useEffect, useRef, type ReactNode } from 'react';
import type { PreviewPersona } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { AfterFirstScreen } from '@/lib/use-first-screen-settled';

// The live preview asks the test chat for four sample replies; on a phone it is below the form.
// Its code (with React Query's useQueries) and its requests wait until the first screen has
// settled, a skeleton of its size holding its place, so a step's form is drawn first.
const LivePreview = lazy(() => import('./live-preview').then((m) => ({ default: m.LivePreview })));
const previewFallback = <Skeleton height="md" borderRadius="l3" data-testid="live-preview-loading" />;

export interface WizardFrameProps {
  heading: string;
  intro: ReactNode;
  /** The id of the step's <form>, which the "Save and continue" button submits. */
  formId: string;
  saving: boolean;
  /** A save that failed for a reason no field shows. */
  problem: unknown;
  onBack: () => void;
  onSkip?: (() => void) | undefined;
  submitLabel?: string | undefined;
  persona: PreviewPersona;
  children: ReactNode;
}

/** One wizard screen: its heading, form and buttons, with the live preview beside it (below on phones). */
export const WizardFrame = ({ heading, intro, formId, saving, problem, onBack, onSkip, submitLabel, persona, children }: WizardFrameProps) => {
  const { LL } = useI18nContext();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each screen announces itself: focus moves to its heading when it opens.
  useEffect(() => headingRef.current?.focus(), [heading]);
  return (
    // A Box laid out as a grid: Chakra's Grid is a chunk of its own for the same two properties.
    <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" mt="4" alignItems="start">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
            {heading}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
        </Stack>
        {children}
        {problem ? <FormAlert>{problem === true ? LL.creator.wizard.saveFailed() : `${errorMessage(LL, problem)} ${LL.creator.wizard.draftKept()}`}</FormAlert> : null}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Button variant="outline" color="neutral" onClick={onBack} disabled={saving}>
            {LL.creator.wizard.back()}
          </Button>
          <HStack gap="3">
            {onSkip ? (
              <Button variant="ghost" color="neutral" onClick={onSkip} disabled={saving}>
                {LL.creator.wizard.skip()}
              </Button>
            ) : null}
            <Button type="submit" form={formId} loading={saving} loadingText={LL.creator.wizard.saving()}>
              {submitLabel ?? LL.creator.wizard.next()}
            </Button>
          </HStack>
        </HStack>
        <Box role="status" aria-live="polite" srOnly>
          {saving ? LL.creator.wizard.saving() : ''}
        </Box>
      </Stack>
      <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <AfterFirstScreen fallback={previewFallback}>
          <LivePreview persona={persona} />
        </AfterFirstScreen>
      </Box>
    </Box>
  );
};
