import type { ComponentProps } from 'react';
import { onDemand } from './on-demand';
import type { UnsavedChangesDialogView } from './unsaved-changes-dialog-view';

export type { UnsavedChangesTexts } from './unsaved-changes-dialog-view';

/**
 * "Leave without saving?" for a navigation the unsaved-changes blocker holds
 * (./unsaved-changes-dialog-view.tsx). Its code loads on the page's first interaction, or when
 * a navigation is blocked.
 */
export const UnsavedChangesDialog = onDemand<ComponentProps<typeof UnsavedChangesDialogView>>(
  () => import('./unsaved-changes-dialog-view').then((module) => module.UnsavedChangesDialogView),
  (props) => props.blocker.state === 'blocked',
);
