// The album's two dialogs, one chunk: the album page loads it after its first screen.
export { MediaViewer } from './media-viewer';
export { UnlockDialog } from './unlock-dialog';
