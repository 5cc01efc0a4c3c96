import { Link, Stack } from '@chakra-ui/react';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useI18nContext } from '@/i18n/i18n-react';
import { translateFormMessage } from '@/lib/validation/form-message';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';

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
            <Checkbox
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              colorPalette="primary"
              alignItems="flex-start"
              controlProps={{ mt: '0.5' }}
            >
              {LL.auth.fields.agreement()}
            </Checkbox>
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
