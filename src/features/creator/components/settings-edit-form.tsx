import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ColumnGrid } from '@/components/ui/column-grid';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MyAgentResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
import { applyCardDrafts, changedSettings, toSettingsForm, toUpdateRequest } from '../forms/settings-values';
import { useUpdateSettings } from '../hooks/use-my-agent';
import { CardExportButton } from './card-export-button';
import { CardImportButton, type ImportedCard } from './card-import-button';
import { EmojiEditor, EmojiFrequencyPicker, ReactionEditor } from './expression-editors';
import { ExtroversionScale } from './extroversion-scale';
import { ProfileImageEditor } from './profile-image-editor';
import { mediaPath, sectionIds } from './settings-sections';
import { TextListSection } from './text-list-section';
import { TraitPicker } from './trait-picker';

// The form's rules load after it is drawn (src/lib/validation/use-validated-form.ts).
const loadSchema = () => import('../forms/settings-form').then((module) => module.settingsFormSchema);


const serverFields: readonly Path<SettingsForm>[] = ['displayName', 'bio', 'welcomeMessage.text', 'messagePrice', 'freeMessages'];

/** Scrolls to the section the overview's "Edit" link named (#personality…) once the form is there. */
const useScrollToHash = () => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
};

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
  const [card, setCard] = useState<ImportedCard | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const form = useValidatedForm(loadSchema, { defaultValues: toSettingsForm(mine.agent, mine.settings) });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);
  useScrollToHash();
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

  const importCard = async () => {
    if (!card) return;
    // Every field the card fills counts as changed: nothing is saved until Save.
    reset(applyCardDrafts(getValues(), card.drafts), { keepDefaultValues: true });
    setCard(null);
    showToast({ message: LL.creator.card.importedIntoForm() });
  };

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

          <SectionCard id={sectionIds.personality} title={s.sections.personality()}>
            <Controller control={control} name="extroversion.level" render={({ field }) => <ExtroversionScale value={field.value} onChange={field.onChange} />} />
            <Controller
              control={control}
              name="personality.traits"
              render={({ field, fieldState }) => <TraitPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
            <FormField label={LL.creator.personality.description()} error={errors.personality?.description} helperText={help.description}>
              <Textarea {...register('personality.description')} rows={3} autoresize />
            </FormField>
            <FormField label={LL.creator.personality.expression()} error={errors.personality?.expression} helperText={help.expression}>
              <Textarea {...register('personality.expression')} rows={2} autoresize />
            </FormField>
            <FormField label={LL.creator.personality.notes()} error={errors.personality?.notes} helperText={help.notes}>
              <Textarea {...register('personality.notes')} rows={3} autoresize />
            </FormField>
          </SectionCard>

          <SectionCard id={sectionIds.expressions} title={s.sections.expressions()}>
            <Controller control={control} name="emoji.emojis" render={({ field }) => <EmojiEditor value={field.value} onChange={field.onChange} />} />
            <Controller control={control} name="emoji.frequency" render={({ field }) => <EmojiFrequencyPicker value={field.value} onChange={field.onChange} />} />
            <Controller control={control} name="reaction.reactions" render={({ field }) => <ReactionEditor value={field.value} onChange={field.onChange} />} />
          </SectionCard>

          <SectionCard id={sectionIds.knowledge} title={s.sections.knowledge()}>
            <TextListSection kind="mustKnowInfo" control={control} name="mustKnowInfo.items" errors={errors.mustKnowInfo?.items} titled />
            <TextListSection kind="prohibitedTopics" control={control} name="prohibitedTopics.items" errors={errors.prohibitedTopics?.items} titled />
          </SectionCard>

          <SectionCard id={sectionIds.welcome} title={s.sections.welcome()} description={LL.creator.welcome.intro()}>
            <FormField label={LL.creator.welcome.label()} error={errors.welcomeMessage?.text} helperText={help.welcome} required>
              <Textarea {...register('welcomeMessage.text')} rows={3} autoresize />
            </FormField>
          </SectionCard>

          <SectionCard id={sectionIds.pricing} title={s.sections.pricing()}>
            <ColumnGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={s.messagePrice()} error={errors.messagePrice} helperText={help.messagePrice} required>
                <Input type="number" inputMode="numeric" min={0} step={1} {...register('messagePrice', { valueAsNumber: true })} />
              </FormField>
              <FormField label={s.freeMessages()} error={errors.freeMessages} helperText={help.freeMessages} required>
                <Input type="number" inputMode="numeric" min={0} step={1} {...register('freeMessages', { valueAsNumber: true })} />
              </FormField>
            </ColumnGrid>
          </SectionCard>

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

      <SectionCard id={sectionIds.media} title={s.sections.media()} description={s.mediaHelp()}>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={mediaPath}>{s.manageMedia()}</RouterLink>
        </Button>
      </SectionCard>

      <SectionCard id="character-card" title={s.cardHeading()} description={LL.creator.card.importHelp()}>
        <HStack gap="3" flexWrap="wrap" align="flex-start">
          <CardImportButton label={LL.creator.card.import()} onCard={setCard} />
          <CardExportButton agent={agent} settings={mine.settings} variant="ghost" />
        </HStack>
      </SectionCard>

      <ConfirmDialog
        open={card !== null}
        onClose={() => setCard(null)}
        title={s.replace.title()}
        summary={s.replace.body()}
        confirmLabel={s.replace.confirm()}
        onConfirm={importCard}
        testId="card-replace-dialog"
      />
      <UnsavedChangesDialog blocker={blocker} texts={{ title: s.unsaved.title(), body: s.unsaved.body(), stay: s.unsaved.stay(), leave: s.unsaved.leave() }} />
    </Stack>
  );
};
