import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { LocaleOptions } from '@/components/ui/locale-options';
import { useI18nContext } from '@/i18n/i18n-react';
import { isKnownLocale, switchLocale } from '@/lib/locale';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ nativeSelect: nativeSelectSlotRecipe });

export const LanguageSwitcher = () => {
  const { LL, locale, setLocale } = useI18nContext();
  return (
    <NativeSelect.Root size="sm" width="auto" flexShrink={0} variant="outline">
      <NativeSelect.Field
        aria-label={LL.shell.language.label()}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isKnownLocale(next)) void switchLocale(next, setLocale);
        }}
      >
        <LocaleOptions />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
};
