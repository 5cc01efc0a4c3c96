import { chakra, useRecipe } from '@chakra-ui/react';
import { LocaleOptions } from '@/components/ui/locale-options';
import { useI18nContext } from '@/i18n/i18n-react';
import { isKnownLocale, switchLocale } from '@/lib/locale';

/**
 * The header's language select: a native <select> drawn with the input recipe every route
 * already has (the theme registers it), in its outline look at size sm — the same border,
 * radius, height and focus ring as Chakra's native-select recipe at that size and variant.
 * That recipe builds on the whole select recipe of Ark's custom select, and both (~1.3 KB gzip)
 * were loaded on every route for this one control. The select is in no form, so it skips
 * Chakra's `NativeSelect` and its `Field` wiring too.
 */
export const LanguageSwitcher = () => {
  const { LL, locale, setLocale } = useI18nContext();
  const field = useRecipe({ key: 'input' })({ size: 'sm', variant: 'outline' });
  return (
    <chakra.div position="relative" flexShrink={0}>
      <chakra.select
        css={[field, { width: 'auto', paddingInlineEnd: '8', lineHeight: 'normal', focusVisibleRing: 'inside', '& > option': { bg: 'bg' } }]}
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
      <chakra.span
        aria-hidden="true"
        position="absolute"
        insetEnd="2"
        top="50%"
        transform="translateY(-50%)"
        display="inline-flex"
        pointerEvents="none"
        color="fg.muted"
        textStyle="md"
        css={{ '& svg': { width: '1em', height: '1em' } }}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </chakra.span>
    </chakra.div>
  );
};
