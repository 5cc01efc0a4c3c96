import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useI18nContext } from '@/i18n/i18n-react';
import type { SetupAccountValues } from '../../forms/auth-schemas';
import { accountLimits } from '@/lib/validation/account-limits';


export const genderOptions = ['MALE', 'FEMALE', 'NON_BINARY', 'TRANS', 'PREFER_NOT_TO_SAY', 'OTHER'] as const;
export const preferredGenderOptions = ['MEN', 'WOMEN', 'BOTH'] as const;

type ProfileField = keyof SetupAccountValues;

/** Nickname, gender, interest and date of birth: the last step of both sign-ups. */
export const ProfileFields = <T extends FieldValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) => {
  const { LL } = useI18nContext();
  const field = (name: ProfileField) => register(name as Path<T>);
  const error = (name: ProfileField) => errors[name] as FieldError | undefined;
  return (
    <>
      <FormField label={LL.auth.fields.nickname()} error={error('nickname')} helperText={LL.auth.fields.nicknameHelp(accountLimits.nickname)} required>
        <Input autoComplete="nickname" {...field('nickname')} />
      </FormField>
      <FormField label={LL.auth.fields.gender()} error={error('gender')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...field('gender')}>
            <option value="">{LL.auth.fields.choose()}</option>
            {genderOptions.map((value) => (
              <option key={value} value={value}>
                {LL.auth.genders[value]()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={LL.auth.fields.preferredGender()} error={error('preferredGender')} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...field('preferredGender')}>
            <option value="">{LL.auth.fields.choose()}</option>
            {preferredGenderOptions.map((value) => (
              <option key={value} value={value}>
                {LL.auth.preferredGenders[value]()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={LL.auth.fields.birthDate()} error={error('birthDate')} helperText={LL.auth.fields.birthDateHelp(accountLimits.age)} required>
        <Input type="date" autoComplete="bday" min="1900-01-01" {...field('birthDate')} />
      </FormField>
    </>
  );
};
