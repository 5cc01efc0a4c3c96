import { HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MyAgentResponse } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { ColumnGrid } from '@/components/ui/column-grid';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { Textarea } from '@/components/ui/textarea';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import type { SettingsForm, SettingsFormOutput } from '../forms/settings-form';
import { applyCardDrafts } from '../forms/settings-values';
import { studioLimitTexts } from '../forms/studio-limit-texts';
import { CardExportButton } from './card-export-button';
import { CardImportButton, type ImportedCard } from './card-import-button';
import { EmojiEditor, EmojiFrequencyPicker, ReactionEditor } from './expression-editors';
import { ExtroversionScale } from './extroversion-scale';
import { mediaPath, sectionIds } from './settings-sections';
import { TextListSection } from './text-list-section';
import { TraitPicker } from './trait-picker';

// The settings form's sections below its first screen (settings-edit-form.tsx draws them once
// that screen has settled, or at once when the address names a section): the personality,
// expression and list editors, with react-hook-form's Controller, are most of the form's code.

type Form = UseFormReturn<SettingsForm, unknown, SettingsFormOutput>;

/** Scrolls to the section the overview's "Edit" link named (#personality…): these sections are the last to arrive. */
const useScrollToHash = () => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
};

/** Personality, expressions, knowledge, the welcome message and pricing: inside the form, above its save bar. */
export const SettingsLaterFields = ({ form }: { form: Form }) => {
  const { LL } = useI18nContext();
  const s = LL.studio.settings;
  const help = { ...limitTexts(LL), ...studioLimitTexts(LL) };
  const {
    control,
    register,
    formState: { errors },
  } = form;
  useScrollToHash();
  return (
    <>
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
    </>
  );
};

/**
 * The media link and the character card, after the form. A card fills the form (after a
 * confirmation) without saving: every field it fills counts as changed until Save.
 */
export const SettingsCardSections = ({ form, mine }: { form: Form; mine: MyAgentResponse }) => {
  const { LL } = useI18nContext();
  const s = LL.studio.settings;
  const [card, setCard] = useState<ImportedCard | null>(null);
  const importCard = async () => {
    if (!card) return;
    form.reset(applyCardDrafts(form.getValues(), card.drafts), { keepDefaultValues: true });
    setCard(null);
    showToast({ message: LL.creator.card.importedIntoForm() });
  };
  return (
    <>
      <SectionCard id={sectionIds.media} title={s.sections.media()} description={s.mediaHelp()}>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={mediaPath}>{s.manageMedia()}</RouterLink>
        </Button>
      </SectionCard>

      <SectionCard id="character-card" title={s.cardHeading()} description={LL.creator.card.importHelp()}>
        <HStack gap="3" flexWrap="wrap" align="flex-start">
          <CardImportButton label={LL.creator.card.import()} onCard={setCard} />
          <CardExportButton agent={mine.agent} settings={mine.settings} variant="ghost" />
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
    </>
  );
};
