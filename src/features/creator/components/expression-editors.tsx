import { HStack } from '@chakra-ui/react';
import { Fieldset } from '@/components/ui/fieldset';
import { RadioGroup } from '@/components/ui/radio-group';
import type { EmojiSettingFrequency } from '@/api/generated/model';
import { EmojiSettingFrequency as Frequencies } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { saveOnboardingReactionBodyReactionsItemMax } from '@/api/generated/limits/onboarding';
import { maxEmojis, maxReactions, parseEmojiInput } from '../forms/emoji-rules';
import { ChipListEditor, type ParseResult } from './chip-list-editor';


const parseEmojis = (input: string): ParseResult => {
  const parsed = parseEmojiInput(input);
  if (parsed.ok) return { ok: true, items: parsed.emojis };
  return { ok: false, key: null, text: parsed.reason === 'notEmoji' ? 'notEmoji' : undefined };
};

const parseReaction = (input: string): ParseResult => {
  const text = input.trim();
  if (!text) return { ok: false, key: 'required' };
  if (Array.from(text).length > saveOnboardingReactionBodyReactionsItemMax) return { ok: false, key: 'tooLong' };
  return { ok: true, items: [text] };
};

/** The emojis the twin uses (up to 20, one grapheme each). */
export const EmojiEditor = ({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) => {
  const { LL } = useI18nContext();
  return (
    <ChipListEditor
      label={LL.creator.emoji.input()}
      help={LL.creator.emoji.inputHelp()}
      addLabel={LL.creator.emoji.add()}
      emptyText={LL.creator.emoji.none()}
      items={value}
      onChange={onChange}
      limit={maxEmojis}
      limitKey="emojisMax"
      parse={(input) => {
        const parsed = parseEmojis(input);
        // The "emojis only" message is the emoji step's own, not a shared validation key.
        return !parsed.ok && parsed.text === 'notEmoji' ? { ok: false, key: null, text: LL.creator.emoji.notEmoji() } : parsed;
      }}
      removeLabel={(emoji) => LL.creator.emoji.remove({ emoji })}
      countLabel={LL.creator.emoji.count({ count: value.length, max: maxEmojis })}
      chipFontSize="lg"
    />
  );
};

export const EmojiFrequencyPicker = ({ value, onChange }: { value: EmojiSettingFrequency; onChange: (next: EmojiSettingFrequency) => void }) => {
  const { LL } = useI18nContext();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{LL.creator.emoji.frequency()}</Fieldset.Legend>
      <RadioGroup.Root value={value} onValueChange={({ value: next }) => next && onChange(next as EmojiSettingFrequency)} colorPalette="primary" mt="2">
        <HStack gap="5" flexWrap="wrap">
          {Object.values(Frequencies).map((f) => (
            <RadioGroup.Item key={f} value={f}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{LL.creator.emoji.frequencies[f]()}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
};

/** The twin's frequent reactions (up to 5). */
export const ReactionEditor = ({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) => {
  const { LL } = useI18nContext();
  return (
    <ChipListEditor
      label={LL.creator.reaction.input()}
      help={limitTexts(LL).reactionInput}
      addLabel={LL.creator.reaction.add()}
      emptyText={LL.creator.reaction.none()}
      items={value}
      onChange={onChange}
      limit={maxReactions}
      limitKey="reactionsMax"
      parse={parseReaction}
      removeLabel={(reaction) => LL.creator.reaction.remove({ reaction })}
      countLabel={LL.creator.reaction.count({ count: value.length, max: maxReactions })}
      maxInputLength={saveOnboardingReactionBodyReactionsItemMax}
    />
  );
};
