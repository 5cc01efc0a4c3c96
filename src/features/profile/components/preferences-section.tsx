import { Heading, Stack } from '@chakra-ui/react';
import { NativeSelect } from '@/components/ui/native-select';
import { useId } from 'react';
import type { User } from '@/api/generated/model';
import { FormField } from '@/components/ui/form-field';
import { LocaleOptions } from '@/components/ui/locale-options';
import { showToast } from '@/components/ui/toast';
import { useColorMode, type ColorMode } from '@/components/ui/color-mode';
import { useI18nContext } from '@/i18n/i18n-react';
import { isKnownLocale, switchLocale } from '@/lib/locale';
import { logError } from '@/lib/logger';
import { useUpdateProfile } from '../hooks/use-profile-mutations';


/**
 * Language and colour mode take effect at once, as in the header: they are preferences, not
 * part of the profile form, so they never leave it "unsaved". The language is also saved to
 * the profile (`locale`), sending that field alone; the colour mode stays on this device.
 */
export const PreferencesSection = ({ user }: { user: User }) => {
  const { LL, locale, setLocale } = useI18nContext();
  const { colorMode, setColorMode } = useColorMode();
  const update = useUpdateProfile();
  const headingId = useId();

  const changeLanguage = async (next: string) => {
    if (!isKnownLocale(next)) return;
    await switchLocale(next, setLocale);
    if (next === user.locale) return;
    try {
      await update.mutateAsync({ data: { locale: next } });
    } catch (error) {
      logError('saving the profile language failed', error);
      showToast({ type: 'error', message: LL.profile.preferences.languageSaveFailed() });
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        {LL.profile.sections.preferences()}
      </Heading>
      <FormField label={LL.profile.preferences.language()} helperText={LL.profile.preferences.languageHelp()}>
        <NativeSelect.Root>
          <NativeSelect.Field value={locale} onChange={(event) => void changeLanguage(event.currentTarget.value)} data-testid="profile-language">
            <LocaleOptions />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={LL.profile.preferences.colorMode()} helperText={LL.profile.preferences.colorModeHelp()}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={colorMode}
            onChange={(event) => setColorMode(event.currentTarget.value as ColorMode)}
            data-testid="profile-color-mode"
          >
            <option value="light">{LL.profile.preferences.light()}</option>
            <option value="dark">{LL.profile.preferences.dark()}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
};
