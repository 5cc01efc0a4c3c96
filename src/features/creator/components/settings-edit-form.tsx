import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MyAgentResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { showToast } from '@/components/ui/toast';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { studioLimitTexts } from '../forms/studio-limit-texts';
import { errorMessage } from '@/lib/error-message';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import type { SettingsForm, SettingsFormOutput } from '../forms/settings-form';
import { changedSettings, toSettingsForm, toUpdateRequest } from '../forms/settings-values';
import { useUpdateSettings } from '../hooks/use-my-agent';
import { ProfileImageEditor } from './profile-image-editor';
import { SettingsLaterPlaceholder } from './settings-later-placeholder';
import { sectionIds } from './settings-sections';
import { useFirstScreenSettled } from '@/lib/use-first-screen-settled';
import { loadOnce } from '@/lib/load-once';
import { useLoadedPart } from '@/lib/use-loaded-part';

// The sections below the first screen load once it has settled (settings-later-sections.tsx),
// and with the form's rules (src/lib/validation/use-validated-form.ts), which load after the
// form is drawn: a submit waits for the rules, so it never checks fields not yet drawn.
const laterSections = loadOnce(() => import('./settings-later-sections'));
const loadSchema = () => Promise.all([import('../forms/settings-form'), laterSections.load()]).then(([module]) => module.settingsFormSchema);

// Their room, roughly (as the seeded agent's fill them on a phone and on a desktop): personality,
// expressions, knowledge, welcome and pricing in the form; media and the character card after it.
const laterFieldHeights = [
  { base: '70rem', md: '56rem' },
  { base: '32rem', md: '30rem' },
  { base: '60rem', md: '55rem' },
  { base: '16.5rem', md: '15rem' },
  { base: '18rem', md: '11.5rem' },
] as const;
const laterSectionHeights = [
  { base: '11rem', md: '10rem' },
  { base: '14.5rem', md: '10rem' },
] as const;

const serverFields: readonly Path<SettingsForm>[] = ['displayName', 'bio', 'welcomeMessage.text', 'messagePrice', 'freeMessages'];

/**
 * Every setting of the twin in one form. Saving sends them with the contract's update
 * operation; a refusal lands on its field and nothing typed is lost. Leaving with unsaved
 * changes asks first (in the app and on tab close). A character card fills the form (after
 * a confirmation) without saving; a bad card file changes nothing.
 */
export const SettingsEditForm = ({ mine }: { mine: MyAgentResponse }) => {
  const { LL } = useI18nContext();
  const s = LL.studio.settings;
  const help = { ...limitTexts(LL), ...studioLimitTexts(LL) };
  const update = useUpdateSettings();
  const [failure, setFailure] = useState<unknown>(null);
  // Wanted once the first screen has settled, or at once when the address names a section (the
  // overview's "Edit" links): the sections scroll there when they arrive.
  const { hash } = useLocation();
  const { part: sections, failed, retry } = useLoadedPart(laterSections, useFirstScreenSettled() || hash !== '');
  const alert = useRef<HTMLDivElement>(null);
  const form = useValidatedForm(loadSchema, { defaultValues: toSettingsForm(mine.agent, mine.settings) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedSettings(toUpdateRequest(values), toUpdateRequest(toSettingsForm(mine.agent, mine.settings) as SettingsFormOutput));
    if (Object.keys(changes).length === 0) {
      reset(toSettingsForm(mine.agent, mine.settings));
      showToast({ type: 'info', message: s.nothingToSave() });
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(toSettingsForm(saved.agent, saved.settings));
      showToast({ message: s.saved() });
    } catch (error) {
      if (!applyServerError(error, setError, {}, serverFields)) setFailure(error);
    }
  });

  const { agent } = mine;
  return (
    <Stack gap="6" pb="24">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {s.editHeading()}
        </Heading>
        <Text color="fg.muted">{s.editIntro({ name: agent.displayName })}</Text>
      </Stack>

      <SectionCard id={sectionIds.image} title={s.profileImage()}>
        <ProfileImageEditor agent={agent} />
      </SectionCard>

      <form onSubmit={onSubmit} noValidate data-testid="settings-form" aria-label={s.editHeading()}>
        <Stack gap="6">
          <SectionCard id={sectionIds.identity} title={s.sections.identity()}>
            <FormField label={LL.creator.basic.displayName()} error={errors.displayName} helperText={help.displayName} required>
              <Input {...register('displayName')} autoComplete="off" />
            </FormField>
            <FormField label={LL.creator.basic.bio()} error={errors.bio} helperText={help.bio}>
              <Textarea {...register('bio')} rows={3} autoresize />
            </FormField>
          </SectionCard>

          {sections ? (
            <sections.SettingsLaterFields form={form} />
          ) : (
            <SettingsLaterPlaceholder heights={laterFieldHeights} failed={failed} onRetry={retry} announce />
          )}

          {failure ? (
            <FormAlert ref={alert}>
              {errorMessage(LL, failure)} {s.keptNote()}
            </FormAlert>
          ) : null}

          <Box
            position="sticky"
            bottom={{ base: '16', md: '0' }}
            zIndex="docked"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="l3"
            boxShadow="lg"
            px="4"
            py="3"
            data-testid="settings-save-bar"
          >
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <HStack gap="2">
                <Box w="2" h="2" borderRadius="full" bg={isDirty ? 'orange.solid' : 'green.solid'} aria-hidden="true" />
                <Text fontSize="sm" color={isDirty ? 'fg' : 'fg.muted'} fontWeight={isDirty ? 'medium' : 'normal'} aria-live="polite" data-testid="settings-dirty">
                  {isDirty ? s.unsavedNote() : s.allSaved()}
                </Text>
              </HStack>
              <HStack gap="2">
                <Button asChild variant="ghost" color="neutral">
                  <RouterLink to="/my-agent/agent-setting">{s.backToOverview()}</RouterLink>
                </Button>
                <Button type="submit" loading={isSubmitting} loadingText={LL.creator.wizard.saving()}>
                  {s.save()}
                </Button>
              </HStack>
            </HStack>
          </Box>
        </Stack>
      </form>

      {sections ? <sections.SettingsCardSections form={form} mine={mine} /> : <SettingsLaterPlaceholder heights={laterSectionHeights} failed={failed} onRetry={retry} />}
      <UnsavedChangesDialog blocker={blocker} texts={{ title: s.unsaved.title(), body: s.unsaved.body(), stay: s.unsaved.stay(), leave: s.unsaved.leave() }} />
    </Stack>
  );
};
