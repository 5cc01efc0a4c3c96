import { Fieldset } from '@/components/ui/fieldset';
import { PersonalityTrait, type PersonalityTrait as Trait } from '@/api/generated/model';
import { useI18nContext } from '@/i18n/i18n-react';
import { limitTexts } from '../forms/limits';
import { translateFormMessage } from '@/lib/validation/form-message';
import { Checkbox } from '@/components/ui/checkbox';
import { ColumnGrid } from '@/components/ui/column-grid';


const traits = Object.values(PersonalityTrait) as Trait[];

/** Up to five personality traits, as a group of checkboxes. */
export const TraitPicker = ({ value, onChange, error }: { value: Trait[]; onChange: (next: Trait[]) => void; error?: string | undefined }) => {
  const { LL } = useI18nContext();
  const toggle = (trait: Trait, on: boolean) => onChange(on ? [...value.filter((t) => t !== trait), trait] : value.filter((t) => t !== trait));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{LL.creator.personality.traits()}</Fieldset.Legend>
      <Fieldset.HelperText>{limitTexts(LL).traits}</Fieldset.HelperText>
      <ColumnGrid columns={{ base: 2, sm: 3 }} gap="2" mt="2">
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
      </ColumnGrid>
      {error ? <Fieldset.ErrorText>{translateFormMessage(LL, error)}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
};
