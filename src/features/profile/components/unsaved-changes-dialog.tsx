import type { Blocker } from 'react-router';
import { UnsavedChangesDialog as SharedDialog } from '@/components/ui/unsaved-changes-dialog';
import { useI18nContext } from '@/i18n/i18n-react';

/** The shared "Leave without saving?" dialog, in the profile's words. */
export const UnsavedChangesDialog = ({ blocker }: { blocker: Blocker }) => {
  const { LL } = useI18nContext();
  const { title, body, stay, leave } = LL.profile.unsaved;
  return <SharedDialog blocker={blocker} texts={{ title: title(), body: body(), stay: stay(), leave: leave() }} />;
};
