import { listMyAgentMedia200Response, listMyAgentMedia200ResponseItemsItemSizeBytesMax } from '@/api/generated/zod/my-agent/my-agent.zod';
import type { ValidationKey } from '@/lib/validation/form-message';

// The contract's upload rules (MediaUploadRequest): the types come from the Media schema;
// videos may be as large as the schema's sizeBytes maximum (50 MB), images 10 MB (stated in
// MediaUploadRequest.file). Checked here so nobody waits for a large file to travel only to
// be refused; the server checks again by the file's bytes.
export const mediaTypes = listMyAgentMedia200Response.shape.items.element.shape.mimeType.options;
export const maxVideoBytes = listMyAgentMedia200ResponseItemsItemSizeBytesMax;
export const maxImageBytes = 10 * 1024 * 1024;
export const profileImageTypes = mediaTypes.filter((t) => t.startsWith('image/'));
export const maxProfileImageBytes = 5 * 1024 * 1024;

export const mediaAccept = mediaTypes.join(',');
export const profileImageAccept = profileImageTypes.join(',');

/** The message key for a file the server would refuse, or null when it may be sent. */
export const mediaFileProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => {
  if (!(mediaTypes as readonly string[]).includes(file.type)) return 'fileType';
  const limit = file.type.startsWith('video/') ? maxVideoBytes : maxImageBytes;
  if (file.size > limit) return 'fileTooLarge';
  return null;
};

export const profileImageProblem = (file: Pick<File, 'size' | 'type'>): ValidationKey | null => {
  if (!(profileImageTypes as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > maxProfileImageBytes) return 'fileTooLarge';
  return null;
};
