import { Heading, Stack, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldError, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { TextListEditor } from './text-list-editor';

export type TextListKind = 'mustKnowInfo' | 'prohibitedTopics';

/** The heading and intro of must-know information or topics to avoid, in the current language. */
export const useTextListTexts = (kind: TextListKind) => {
  const { LL } = useI18nContext();
  const help = limitTexts(LL);
  const text = kind === 'mustKnowInfo' ? LL.creator.mustKnow : LL.creator.prohibited;
  return { heading: text.heading(), placeholder: text.placeholder(), intro: kind === 'mustKnowInfo' ? help.mustKnowIntro : help.prohibitedIntro };
};

interface TextListSectionProps<T extends FieldValues> {
  kind: TextListKind;
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  /** The list's per-item errors from react-hook-form (anything else shows nothing). */
  errors: unknown;
  /** The settings form titles each list itself; the wizard's frame already does. */
  titled?: boolean;
}

/**
 * Must-know information or topics to avoid as one form section, the same in the wizard's
 * step 6 and the settings form: one text box per item, each with its counted characters.
 */
export const TextListSection = <T extends FieldValues>({ kind, control, name, errors, titled = false }: TextListSectionProps<T>) => {
  const text = useTextListTexts(kind);
  const editor = (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextListEditor
          label={text.heading}
          placeholder={text.placeholder}
          items={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errors={Array.isArray(errors) ? (errors as (FieldError | undefined)[]) : undefined}
        />
      )}
    />
  );
  if (!titled) return editor;
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {text.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {text.intro}
      </Text>
      {editor}
    </Stack>
  );
};
