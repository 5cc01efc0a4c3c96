import { Heading, Stack } from '@chakra-ui/react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { FormAlert } from '@/components/ui/form-alert';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import type { User } from '@/api/generated/model';
import { Gender } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { applyServerError } from '@/lib/validation/apply-server-error';
import { useValidatedForm } from '@/lib/validation/use-validated-form';
import type { ProfileFormValues } from '../forms/profile-schema';
import { changedFields, profileFormValues } from '../forms/profile-values';
import { useUpdateProfile } from '../hooks/use-profile-mutations';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { UsernameStatus } from './username-status';
import { accountLimits } from '@/lib/validation/account-limits';


const formFields: readonly Path<ProfileFormValues>[] = ['username', 'nickname', 'fullName', 'birthDate', 'gender', 'location'];
const genders = Object.values(Gender);

/**
 * The editable account details. Saving sends only what changed; a refusal lands on its field
 * (or above the button) and every typed value stays.
 */
export const ProfileForm = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const update = useUpdateProfile();
  const username = user.username;
  // The rules load after the form is drawn (src/lib/validation/use-validated-form.ts).
  const loadSchema = useCallback(() => import('../forms/profile-schema').then((module) => module.createProfileSchema({ username })), [username]);
  const [failure, setFailure] = useState<unknown>(null);
  const alert = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useValidatedForm(loadSchema, { defaultValues: profileFormValues(user) });

  const availability = useUsernameAvailability(watch('username'), user.username);
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedFields(values, user);
    if (Object.keys(changes).length === 0) {
      reset(profileFormValues(user));
      showToast({ type: 'info', message: LL.profile.nothingToSave() });
      return;
    }
    try {
      const saved = await update.mutateAsync({ data: changes });
      reset(profileFormValues(saved.user));
      showToast({ message: LL.profile.saved() });
    } catch (error) {
      if (!applyServerError(error, setError, { UsernameTaken: 'username' }, formFields)) setFailure(error);
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="profile-form">
        <Heading as="h2" size="lg" id={headingId}>
          {LL.profile.sections.account()}
        </Heading>
        <FormField label={LL.profile.fields.email()} helperText={LL.profile.fields.emailHelp()} readOnly>
          <Input value={user.email} readOnly autoComplete="email" type="email" data-testid="profile-email" />
        </FormField>
        <FormField label={LL.profile.fields.username()} error={errors.username} helperText={LL.profile.fields.usernameHelp(accountLimits.username)} required={Boolean(user.username)}>
          <Input autoComplete="username" autoCapitalize="off" spellCheck={false} {...register('username')} />
          <UsernameStatus
            state={availability}
            onUseSuggestion={(name) => {
              setValue('username', name, { shouldDirty: true, shouldValidate: true });
              setFocus('username');
            }}
          />
        </FormField>
        <FormField label={LL.profile.fields.nickname()} error={errors.nickname} helperText={LL.profile.fields.nicknameHelp(accountLimits.nickname)} required>
          <Input autoComplete="nickname" {...register('nickname')} />
        </FormField>
        <FormField label={LL.profile.fields.fullName()} error={errors.fullName}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label={LL.profile.fields.birthDate()} error={errors.birthDate}>
          <Input type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} {...register('birthDate')} />
        </FormField>
        <FormField label={LL.profile.fields.gender()} error={errors.gender}>
          <NativeSelect.Root>
            <NativeSelect.Field autoComplete="sex" {...register('gender')}>
              {user.gender === null ? <option value="">{LL.profile.fields.genderUnset()}</option> : null}
              {genders.map((gender) => (
                <option key={gender} value={gender}>
                  {LL.profile.genders[gender]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={LL.profile.fields.location()} error={errors.location} helperText={LL.profile.fields.locationHelp()}>
          <Input autoComplete="address-level2" {...register('location')} />
        </FormField>
        {failure ? (
          <FormAlert ref={alert} testId="form-error">
            {errorMessage(LL, failure)}
          </FormAlert>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} data-testid="profile-save">
          {LL.profile.save()}
        </Button>
        <UnsavedChangesDialog blocker={blocker} />
      </form>
    </Stack>
  );
};
