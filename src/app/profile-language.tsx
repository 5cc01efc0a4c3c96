import { useEffect } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { isKnownLocale, switchLocale } from '@/lib/locale';
import { onSignIn } from '@/lib/session';

/**
 * At sign-in the language saved in the profile wins over this device's cookie (a user who
 * chose Japanese on the phone gets Japanese on the laptop too), and the cookie then follows
 * it, so the next visit on this device starts in that language.
 */
export const ProfileLanguage = () => {
  const { setLocale } = useI18nContext();
  useEffect(
    () =>
      onSignIn(async (user) => {
        if (isKnownLocale(user.locale)) await switchLocale(user.locale, setLocale);
      }),
    [setLocale],
  );
  return null;
};
