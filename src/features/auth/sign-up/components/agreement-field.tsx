// Chakra's Field here: the checkbox reads Ark's field for its invalid and required states.
// eslint-disable-next-line no-restricted-imports -- src/components/ui/field.tsx does not reach Ark's Checkbox
import { Checkbox, Field, Link, Stack } from '@chakra-ui/react';
import { checkboxSlotRecipe, checkmarkRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useI18nContext } from '@/i18n/i18n-react';
import { translateFormMessage } from '@/lib/validation/form-message';
import { registerRecipes, registerSlotRecipes } from '@/components/ui/recipes';

registerRecipes({ checkmark: checkmarkRecipe });
registerSlotRecipes({ checkbox: checkboxSlotRecipe, field: fieldSlotRecipe });

export const termsUrl = 'https://kizuna.example/terms';

/** The terms agreement: a checkbox that must be ticked, and a link to read the terms. */
export const AgreementField = <T extends FieldValues>({ control, name, error }: { control: Control<T>; name: Path<T>; error?: FieldError }) => {
  const { LL } = useI18nContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} required>
          <Stack gap="1">
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
              name={field.name}
              colorPalette="primary"
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>{LL.auth.fields.agreement()}</Checkbox.Label>
            </Checkbox.Root>
            <Link href={termsUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" ms="7" colorPalette="primary" color="colorPalette.fg">
              {LL.auth.fields.readTerms()}
            </Link>
          </Stack>
          {error ? <Field.ErrorText>{translateFormMessage(LL, error.message)}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
};
