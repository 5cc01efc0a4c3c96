import { NativeSelect } from '@chakra-ui/react';
import type { Locales } from '@/i18n/i18n-types';
import { useI18nContext } from '@/i18n/i18n-react';
import { loadLocaleAsync } from '@/i18n/i18n-util.async';
import { isKnownLocale, writeLocaleCookie } from '@/lib/locale';

export const switchLocale = async (next: Locales, setLocale: (locale: Locales) => void): Promise<void> => {
  await loadLocaleAsync(next);
  writeLocaleCookie(next);
  setLocale(next);
};

export const LanguageSwitcher = () => {
  const { LL, locale, setLocale } = useI18nContext();
  return (
    <NativeSelect.Root size="sm" width="auto" variant="outline">
      <NativeSelect.Field
        aria-label={LL.shell.language.label()}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isKnownLocale(next)) void switchLocale(next, setLocale);
        }}
      >
        <option value="en" lang="en">
          {LL.shell.language.en()}
        </option>
        <option value="ja" lang="ja">
          {LL.shell.language.ja()}
        </option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
};
