import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { LocaleOptions } from '@/components/ui/locale-options';
import { useI18nContext } from '@/i18n/i18n-react';
import { isKnownLocale, switchLocale } from '@/lib/locale';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ nativeSelect: nativeSelectSlotRecipe });

/**
 * The header's language select: a native <select> drawn with Chakra's native-select recipe.
 * Chakra's `NativeSelect` draws the same, but wires itself to Ark's `Field` (label, invalid and
 * disabled states of a form field); this select is in no form, and that wiring (~4 KB gzip of
 * Ark's field and factory code) was loaded on every route for it.
 */
export const LanguageSwitcher = () => {
  const { LL, locale, setLocale } = useI18nContext();
  const styles = useSlotRecipe({ key: 'nativeSelect' })({ size: 'sm', variant: 'outline' });
  return (
    <chakra.div data-scope="native-select" data-part="root" css={[styles.root, { width: 'auto', flexShrink: 0 }]}>
      <chakra.select
        data-scope="native-select"
        data-part="field"
        css={styles.field}
        aria-label={LL.shell.language.label()}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isKnownLocale(next)) void switchLocale(next, setLocale);
        }}
      >
        <LocaleOptions />
      </chakra.select>
      <chakra.div data-scope="native-select" data-part="indicator" css={styles.indicator}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </chakra.div>
    </chakra.div>
  );
};
