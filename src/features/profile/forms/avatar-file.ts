import { uploadRules } from '@/api/generated/upload-rules';
import type { ValidationKey } from '@/lib/validation/form-message';

// The contract's limits for a profile picture (ImageUploadRequest's x-upload-limits, generated
// into upload-rules.ts): checked here before the upload so nobody waits for 5 MB to travel
// only to be refused. The server checks again, and by the file's bytes rather than its
// declared type.
const [avatarRule] = uploadRules.ImageUploadRequest;
export const maxAvatarBytes = avatarRule.maxBytes;
export const avatarTypes = avatarRule.types;

/** The message key for a file the server would refuse, or null when it may be sent. */
export const avatarFileProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > maxAvatarBytes) return 'fileTooLarge';
  return null;
};
