import { HStack, Stack, Text } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { translateFormMessage } from '@/lib/validation/form-message';
import { maxTextItems } from '../forms/step-values';


/** Characters that count toward the "at least 10" rule: neither spaces nor zero-width. */
export const countedCharacters = (text: string): number => Array.from(text.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '')).length;

export interface TextListEditorProps {
  label: string;
  placeholder: string;
  items: string[];
  onChange: (items: string[]) => void;
  errors?: (Pick<FieldError, 'message'> | undefined)[] | undefined;
  onBlur?: () => void;
}

/** Must-know facts or topics to avoid: one text box per item, with its count of counted characters. */
export const TextListEditor = ({ label, placeholder, items, onChange, errors, onBlur }: TextListEditorProps) => {
  const { LL } = useI18nContext();
  const set = (index: number, text: string) => onChange(items.map((item, i) => (i === index ? text : item)));
  return (
    <Stack gap="3">
      {items.map((item, index) => {
        const error = errors?.[index]?.message;
        return (
          // Items have no identity beyond their position; the index is the stable key here.
          <Field.Root key={index} invalid={Boolean(error)}>
            <HStack justify="space-between" w="full">
              <Field.Label>
                {label} · {LL.creator.textList.item({ n: index + 1 })}
              </Field.Label>
              {items.length > 1 ? (
                <Button size="xs" variant="ghost" color="neutral" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  {LL.creator.textList.remove({ n: index + 1 })}
                </Button>
              ) : null}
            </HStack>
            <Textarea value={item} onChange={(e) => set(index, e.currentTarget.value)} onBlur={onBlur} placeholder={placeholder} rows={2} autoresize />
            <Text fontSize="xs" color="fg.muted">
              {LL.creator.textList.counter({ count: countedCharacters(item) })}
            </Text>
            {error ? <Field.ErrorText>{translateFormMessage(LL, error)}</Field.ErrorText> : null}
          </Field.Root>
        );
      })}
      {items.length < maxTextItems ? (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => onChange([...items, ''])}>
          {LL.creator.textList.add()}
        </Button>
      ) : null}
    </Stack>
  );
};
