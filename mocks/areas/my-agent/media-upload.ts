import type { z } from 'zod';
import type { Media, MediaMimeType } from '@/api/generated/model';
import { uploadLimitFor, uploadRules, type UploadLimit } from '@/api/generated/upload-rules';
import { nowIso } from '../../db/clock';
import { newId } from '../../db/ids';
import { mockConfig } from '../../config';
import { photoImage } from '../../db/images';
import type { MediaRow } from '../../db/schema';
import { MockApiError, fail } from '../../http/errors';
import { validate } from '../../http/validate';
import { requireLockedPrice } from './rules';

// Uploads as a storage service would take them: the type decides the size limit, anything
// else is refused before it is stored. The types and limits are the contract's own
// (`x-upload-limits`, generated into upload-rules.ts). Small images are kept as data: URLs so
// they show up as uploaded; larger files (and all videos) get a drawn placeholder, since the
// mock has nowhere to keep megabytes.
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const videoTypes = ['video/mp4', 'video/webm'] as const;
const inlineLimitBytes = 256 * 1024;
/** Album photos and videos (MediaUploadRequest). */
export const mediaUploadRules = uploadRules.MediaUploadRequest;
/** Profile pictures (ImageUploadRequest): images only, a smaller limit. */
export const imageUploadRules = uploadRules.ImageUploadRequest;

/** What a multipart `file` field holds: a File, whichever realm (browser, Node, jsdom) made it. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const isFile = (value: FormDataEntryValue | null): value is FormDataEntryValue & UploadedFile =>
  value !== null && typeof value !== 'string' && typeof (value as Partial<UploadedFile>).arrayBuffer === 'function';

export const readMultipart = async (request: Request): Promise<{ file: UploadedFile; fields: Record<string, string> }> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw fail.validation([{ path: 'file', message: 'Send the file as multipart/form-data.' }]);
  }
  const file = form.get('file');
  if (!isFile(file)) throw fail.validation([{ path: 'file', message: 'A file is required.' }]);
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return { file, fields };
};

const isImageType = (type: string): type is (typeof imageTypes)[number] => (imageTypes as readonly string[]).includes(type);
const isVideoType = (type: string): type is (typeof videoTypes)[number] => (videoTypes as readonly string[]).includes(type);

/** The file's type if the rules accept it, or 415/413. */
export const checkFile = (file: UploadedFile, rules: readonly UploadLimit[]): MediaMimeType => {
  const type = file.type.toLowerCase();
  const rule = uploadLimitFor(rules, type);
  if (!rule || !(isImageType(type) || isVideoType(type))) {
    throw new MockApiError(415, 'UnsupportedFileType', 'Unsupported file type.');
  }
  if (file.size > rule.maxBytes) throw new MockApiError(413, 'FileTooLarge', 'The file is too large.');
  if (file.size < 1) throw fail.validation([{ path: 'file', message: 'The file is empty.' }]);
  return type;
};

const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** Where the stored file can be seen: the bytes themselves when small, a placeholder otherwise. */
export const storedUrlOf = async (file: UploadedFile, type: MediaMimeType, hue: number): Promise<string> => {
  if (isImageType(type) && file.size <= inlineLimitBytes) {
    return `data:${type};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
  }
  return photoImage(hue);
};

// Storage takes time in proportion to the file, as a real one would (4 MB a second, at most
// 4 s), wherever the mock answers with latency (the browser, the e2e build): a large upload
// then shows its progress bar and can be cancelled. Tests run without latency and wait for
// nothing.
const storageBytesPerMs = 4 * 1024;
const storageTime = async (bytes: number): Promise<void> => {
  if (mockConfig.latencyMs.max <= 0) return;
  const ms = Math.min(4000, bytes / storageBytesPerMs);
  if (ms > 1) await new Promise((resolve) => setTimeout(resolve, ms));
};

const hueOf = (text: string): number => Array.from(text).reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % 360;

interface MediaFields {
  title?: string;
  locked?: 'true' | 'false';
  priceInPoints?: string;
}

/** Stores an uploaded photo or video for an agent (or for an onboarding, agentId null). */
export const storeUploadedMedia = async (
  request: Request,
  ownerId: string,
  agentId: string | null,
  fieldSchema: z.ZodType<MediaFields>,
): Promise<MediaRow> => {
  const { file, fields } = await readMultipart(request);
  const meta = validate(fieldSchema, fields);
  requireLockedPrice(meta.locked === 'true', Number(meta.priceInPoints ?? '0'));
  const type = checkFile(file, mediaUploadRules);
  await storageTime(file.size);
  const title = meta.title?.trim() || file.name.replace(/\.[^.]+$/, '').slice(0, 100);
  const locked = meta.locked === 'true';
  const hue = hueOf(file.name);
  const url = await storedUrlOf(file, type, hue);
  return {
    id: newId('med'),
    agentId,
    ownerId,
    kind: isVideoType(type) ? 'VIDEO' : 'IMAGE',
    url,
    thumbnailUrl: locked ? photoImage(hue, true) : url,
    mimeType: type,
    sizeBytes: file.size,
    title,
    locked,
    priceInPoints: locked ? Number(meta.priceInPoints ?? '0') : 0,
    createdAt: nowIso(),
  };
};

export const toMedia = ({ agentId: _agentId, ownerId: _ownerId, ...media }: MediaRow): Media => media;
