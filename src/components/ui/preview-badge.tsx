import { Badge } from '@chakra-ui/react';
import { useI18nContext } from '@/i18n/i18n-react';
import { getPreviewOverride } from '@/lib/preview-override';

/** `BE: {value}` when a backend preview override is in force. */
export const PreviewBadge = () => {
  const { LL } = useI18nContext();
  const value = getPreviewOverride();
  if (!value) return null;
  return (
    <Badge colorPalette="warning" variant="solid" aria-label={LL.shell.previewBadgeLabel({ value })} data-testid="preview-badge">
      {LL.shell.previewBadge({ value })}
    </Badge>
  );
};
