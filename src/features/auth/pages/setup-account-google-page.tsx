import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useI18nContext } from '@/i18n/i18n-react';

// Placeholder until its feature issue builds the real screen.
export default function SetupAccountGooglePage() {
  const { LL } = useI18nContext();
  return <PlaceholderPage title={LL.pages.titles.signUpSetupAccountGoogle()} area={LL.pages.areas.auth()} />;
}
