import { uploadRules } from '@/api/generated/upload-rules';
import { avatarImage } from '../../db/images';
import type { UserRow } from '../../db/schema';
import { MockApiError, fail } from '../../http/errors';

// Profile pictures: the contract's ImageUploadRequest rule (JPEG, PNG, WebP and GIF up to
// 5 MB, generated from its x-upload-limits). The type is read from the file's first bytes,
// as a server must: a declared type is only the client's word.
const [avatarRule] = uploadRules.ImageUploadRequest;
export const maxAvatarBytes = avatarRule.maxBytes;
/** Above this the picture is not kept (localStorage is small); a drawn placeholder stands in. */
export const maxStoredAvatarBytes = 300 * 1024;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b);

export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
};

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  // Chunks keep String.fromCharCode under the engines' argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

const hueOf = (text: string): number => Array.from(text).reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);

/** Checks the upload and returns the URL to store as the user's picture. */
export const avatarUrlFromUpload = async (file: FormDataEntryValue | null, user: UserRow): Promise<string> => {
  // Not `instanceof Blob`: in tests the File comes from another realm (jsdom's) than Node's.
  if (file === null || typeof file === 'string') throw fail.validation([{ path: 'file', message: 'A file is required.' }]);
  if (file.size > maxAvatarBytes) throw new MockApiError(413, 'FileTooLarge', 'The file is too large.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type || !(avatarRule.types as readonly string[]).includes(type)) throw new MockApiError(415, 'UnsupportedFileType', 'Unsupported file type.');
  if (bytes.length < maxStoredAvatarBytes) return `data:${type};base64,${toBase64(bytes)}`;
  return avatarImage(user.nickname, hueOf(user.id));
};
