import { useI18nContext } from '@/i18n/i18n-react';

/** The languages the product offers, each named in its own language, for a native select. */
export const LocaleOptions = () => {
  const { LL } = useI18nContext();
  return (
    <>
      <option value="en" lang="en">
        {LL.shell.language.en()}
      </option>
      <option value="ja" lang="ja">
        {LL.shell.language.ja()}
      </option>
    </>
  );
};
