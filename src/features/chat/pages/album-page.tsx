import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useI18nContext } from '@/i18n/i18n-react';

// Placeholder until its feature issue builds the real screen.
export default function AlbumPage() {
  const { LL } = useI18nContext();
  const { agentName } = useParams();
  return <PlaceholderPage title={LL.pages.titles.album({ agentName: agentName ?? '' })} area={LL.pages.areas.chat()} />;
}
