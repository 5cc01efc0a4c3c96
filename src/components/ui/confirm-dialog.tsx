import type { ConfirmDialogProps } from './confirm-dialog-view';
import { onDemand } from './on-demand';

export type { ConfirmDialogProps, ConfirmLine } from './confirm-dialog-view';

/**
 * The confirmation every money action passes through (./confirm-dialog-view.tsx says what it
 * guarantees). Its code loads on the page's first interaction, or when it opens.
 */
export const ConfirmDialog = onDemand<ConfirmDialogProps>(() => import('./confirm-dialog-view').then((module) => module.ConfirmDialogView), (props) => props.open);
