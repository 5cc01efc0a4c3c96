/** A rectangle of an image, in its own pixels or in percent of its size. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The longest side of the uploaded image: larger than any avatar is ever shown, far under the 5 MB rule. */
export const maxAvatarSide = 512;

/**
 * The crop in whole image pixels, kept inside the image: the cropper reports fractions and,
 * at the edges, a pixel too far.
 */
export const clampArea = (area: CropArea, image: { width: number; height: number }): CropArea => {
  const width = Math.max(1, Math.min(Math.round(area.width), image.width));
  const height = Math.max(1, Math.min(Math.round(area.height), image.height));
  const x = Math.min(Math.max(0, Math.round(area.x)), image.width - width);
  const y = Math.min(Math.max(0, Math.round(area.y)), image.height - height);
  return { x, y, width, height };
};

/** The uploaded square's side: the crop's own pixels, never scaled up, at most `maxAvatarSide`. */
export const outputSide = (area: CropArea): number => Math.max(1, Math.min(maxAvatarSide, area.width, area.height));

/** Canvas can write JPEG, PNG and WebP; anything else (a GIF) becomes a PNG. */
export const outputType = (type: string): string => (type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png');

const extension: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/** The cropped file's name: the original's, with the extension of what it now is. */
export const croppedName = (name: string, type: string): string => `${name.replace(/\.[^.]+$/, '') || 'avatar'}.${extension[type] ?? 'png'}`;

/**
 * A circle's CSS background that shows `percent` of the image (react-easy-crop's area in
 * percent), so the preview follows the crop without drawing anything.
 */
export const previewBackground = (percent: CropArea): { backgroundSize: string; backgroundPosition: string } => {
  const position = (offset: number, size: number) => (size >= 100 ? 0 : (offset / (100 - size)) * 100);
  return {
    backgroundSize: `${10000 / percent.width}% ${10000 / percent.height}%`,
    backgroundPosition: `${position(percent.x, percent.width)}% ${position(percent.y, percent.height)}%`,
  };
};

interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage' | 'imageSmoothingQuality'> | null;
  toBlob(done: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

/**
 * Draws the crop of `image` onto a square canvas and returns the file to upload: exactly the
 * chosen area, scaled to `outputSide`. Rejects where the browser cannot draw.
 */
export const cropToFile = (
  image: CanvasImageSource & { naturalWidth: number; naturalHeight: number },
  area: CropArea,
  file: Pick<File, 'name' | 'type'>,
  makeCanvas: () => CanvasLike = () => document.createElement('canvas'),
): Promise<File> => {
  const crop = clampArea(area, { width: image.naturalWidth, height: image.naturalHeight });
  const side = outputSide(crop);
  const type = outputType(file.type);
  const canvas = makeCanvas();
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(new File([blob], croppedName(file.name, type), { type })) : reject(new Error('Canvas gave no image'))), type, 0.92),
  );
};
