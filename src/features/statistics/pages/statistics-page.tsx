import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useI18nContext } from '@/i18n/i18n-react';

// Placeholder until its feature issue builds the real screen.
export default function StatisticsPage() {
  const { LL } = useI18nContext();
  return <PlaceholderPage title={LL.pages.titles.statistics()} area={LL.pages.areas.statistics()} />;
}
