import { uploadLimitFor, uploadRules, type UploadLimit } from '@/api/generated/upload-rules';
import type { ValidationKey } from '@/lib/validation/form-message';

// The contract's upload rules (`x-upload-limits`, generated into upload-rules.ts): album
// media (MediaUploadRequest) and the profile image (ImageUploadRequest). Checked here so
// nobody waits for a large file to travel only to be refused; the server checks again, by
// the file's bytes.
const mediaRules: readonly UploadLimit[] = uploadRules.MediaUploadRequest;
const profileRules: readonly UploadLimit[] = uploadRules.ImageUploadRequest;

const problemFor = (rules: readonly UploadLimit[], file: Pick<File, 'size' | 'type'>): ValidationKey | null => {
  const rule = uploadLimitFor(rules, file.type);
  if (!rule) return 'fileType';
  if (file.size > rule.maxBytes) return 'fileTooLarge';
  return null;
};

export const mediaAccept = mediaRules.flatMap((r) => r.types).join(',');
export const profileImageAccept = profileRules.flatMap((r) => r.types).join(',');

/** The message key for a file the server would refuse, or null when it may be sent. */
export const mediaFileProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => problemFor(mediaRules, file);
export const profileImageProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => problemFor(profileRules, file);
