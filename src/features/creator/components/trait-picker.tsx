import { Box } from '@chakra-ui/react';
import { Fieldset } from '@/components/ui/fieldset';
import { PersonalityTrait, type PersonalityTrait as Trait } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { translateFormMessage } from '@/lib/validation/form-message';
import { Checkbox } from '@/components/ui/checkbox';


const traits = Object.values(PersonalityTrait) as Trait[];

/** Up to five personality traits, as a group of checkboxes. */
export const TraitPicker = ({ value, onChange, error }: { value: Trait[]; onChange: (next: Trait[]) => void; error?: string | undefined }) => {
  const { LL } = useI18nContext();
  const toggle = (trait: Trait, on: boolean) => onChange(on ? [...value.filter((t) => t !== trait), trait] : value.filter((t) => t !== trait));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{LL.creator.personality.traits()}</Fieldset.Legend>
      <Fieldset.HelperText>{limitTexts(LL).traits}</Fieldset.HelperText>
      {/* SimpleGrid's columns, written out: it and Grid are two chunks of their own on this step. */}
      <Box display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }} gap="2" mt="2">
        {traits.map((trait) => (
          <Checkbox
            key={trait}
            checked={value.includes(trait)}
            onCheckedChange={(checked) => toggle(trait, checked)}
            colorPalette="primary"
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
          >
            {LL.creator.personality.traitNames[trait]()}
          </Checkbox>
        ))}
      </Box>
      {error ? <Fieldset.ErrorText>{translateFormMessage(LL, error)}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
};
