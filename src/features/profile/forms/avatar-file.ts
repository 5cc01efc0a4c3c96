import type { ValidationKey } from '@/lib/validation/form-message';

// The contract's limits for a profile picture (ImageUploadRequest): checked here before the
// upload so nobody waits for 5 MB to travel only to be refused. The server checks again, and
// by the file's bytes rather than its declared type.
export const maxAvatarBytes = 5 * 1024 * 1024;
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The message key for a file the server would refuse, or null when it may be sent. */
export const avatarFileProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > maxAvatarBytes) return 'fileTooLarge';
  return null;
};
