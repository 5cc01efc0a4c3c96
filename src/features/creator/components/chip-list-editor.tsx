import { HStack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { tagSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { translateFormMessage, validationMessage, type ValidationKey } from '@/lib/validation/form-message';
import { addToList } from '../forms/emoji-rules';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ tag: tagSlotRecipe });

export type ParseResult = { ok: true; items: string[] } | { ok: false; key: ValidationKey | null; text?: string };

export interface ChipListEditorProps {
  label: string;
  help: string;
  addLabel: string;
  emptyText: string;
  items: string[];
  onChange: (items: string[]) => void;
  limit: number;
  /** The message key when the list is full. */
  limitKey: ValidationKey;
  /** Turns what was typed into items, or says why not. */
  parse: (input: string) => ParseResult;
  removeLabel: (item: string) => string;
  countLabel: string;
  chipFontSize?: string;
  maxInputLength?: number;
}

/** A list of short items (emojis, reactions) with an input to add more: no duplicates ("Already added."), a limit. */
export const ChipListEditor = (props: ChipListEditorProps) => {
  const { label, help, addLabel, emptyText, items, onChange, limit, limitKey, parse, removeLabel, countLabel, chipFontSize, maxInputLength } = props;
  const { LL } = useI18nContext();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();

  const add = () => {
    const parsed = parse(input);
    if (!parsed.ok) {
      setProblem(parsed.key ? validationMessage(parsed.key) : (parsed.text ?? null));
      return;
    }
    const result = addToList(items, parsed.items, limit);
    if (!result.ok) {
      setProblem(result.reason === 'alreadyAdded' ? validationMessage('alreadyAdded') : validationMessage(limitKey, { max: limit }));
      return;
    }
    setProblem(null);
    setInput('');
    onChange(result.list);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the item rather than submitting the whole step.
      event.preventDefault();
      add();
    }
  };
  const full = items.length >= limit;
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>{label}</Field.Label>
      <HStack w="full" align="flex-start">
        <Input
          value={input}
          onChange={(e) => {
            setInput(e.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={maxInputLength}
          autoComplete="off"
          flex="1"
        />
        <Button variant="outline" onClick={add} disabled={!input.trim()}>
          {addLabel}
        </Button>
      </HStack>
      {problem ? <Field.ErrorText>{translateFormMessage(LL, problem)}</Field.ErrorText> : <Field.HelperText>{help}</Field.HelperText>}
      <HStack justify="space-between" w="full" mt="2">
        <Text fontSize="sm" color={full ? 'fg.warning' : 'fg.muted'} aria-live="polite" id={listId}>
          {countLabel}
        </Text>
      </HStack>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {emptyText}
        </Text>
      ) : (
        <Wrap as="ul" gap="2" aria-describedby={listId} listStyleType="none">
          {items.map((item) => (
            <Tag.Root as="li" key={item} size="lg" variant="subtle" colorPalette="primary" borderRadius="full">
              <Tag.Label fontSize={chipFontSize}>{item}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={removeLabel(item)} onClick={() => onChange(items.filter((i) => i !== item))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Field.Root>
  );
};
