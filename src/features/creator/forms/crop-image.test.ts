import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampArea, cropToFile, croppedName, maxAvatarSide, outputSide, outputType, previewBackground } from './crop-image';

// The profile image's crop: what is uploaded is exactly the chosen area of the image.

const fakeCanvas = () => {
  const calls: unknown[][] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: (...args: unknown[]) => void calls.push(args), imageSmoothingQuality: 'low' as ImageSmoothingQuality }),
    toBlob: (done: (blob: Blob | null) => void, type?: string) => done(new Blob([`${canvas.width}x${canvas.height}`], { type })),
  };
  return { canvas, calls };
};
const image = (naturalWidth: number, naturalHeight: number) => ({ naturalWidth, naturalHeight }) as HTMLImageElement;

describe('cropToFile', () => {
  it('draws exactly the chosen area onto a square and uploads it under the same name', async () => {
    const { canvas, calls } = fakeCanvas();
    const file = await cropToFile(image(1200, 800), { x: 300, y: 100, width: 400, height: 400 }, { name: 'me.jpeg', type: 'image/jpeg' }, () => canvas);
    expect(calls).toEqual([[expect.anything(), 300, 100, 400, 400, 0, 0, 400, 400]]);
    expect(file).toMatchObject({ name: 'me.jpg', type: 'image/jpeg' });
    expect(await file.text()).toBe('400x400');
  });

  it('scales a large crop down to the avatar size and a GIF becomes a PNG', async () => {
    const { canvas, calls } = fakeCanvas();
    const file = await cropToFile(image(4000, 3000), { x: 500.4, y: 0, width: 3000, height: 3000 }, { name: 'party.gif', type: 'image/gif' }, () => canvas);
    expect(calls[0]).toEqual([expect.anything(), 500, 0, 3000, 3000, 0, 0, maxAvatarSide, maxAvatarSide]);
    expect(file).toMatchObject({ name: 'party.png', type: 'image/png' });
  });

  it('refuses where the browser cannot draw', async () => {
    const canvas = { ...fakeCanvas().canvas, getContext: () => null };
    await expect(cropToFile(image(10, 10), { x: 0, y: 0, width: 10, height: 10 }, { name: 'a.png', type: 'image/png' }, () => canvas)).rejects.toThrow();
  });
});

describe('the crop rules', () => {
  it('keeps every crop inside the image, whole pixels, never empty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.record({ x: fc.double({ min: -50, max: 6000, noNaN: true }), y: fc.double({ min: -50, max: 6000, noNaN: true }), width: fc.double({ min: 0, max: 6000, noNaN: true }), height: fc.double({ min: 0, max: 6000, noNaN: true }) }),
        (width, height, area) => {
          const crop = clampArea(area, { width, height });
          expect(Object.values(crop).every(Number.isInteger)).toBe(true);
          expect(crop.width).toBeGreaterThanOrEqual(1);
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.width).toBeLessThanOrEqual(width);
          expect(crop.y + crop.height).toBeLessThanOrEqual(height);
          expect(outputSide(crop)).toBeLessThanOrEqual(maxAvatarSide);
        },
      ),
    );
  });

  it('names and types the output', () => {
    expect(outputType('image/webp')).toBe('image/webp');
    expect(outputType('image/gif')).toBe('image/png');
    expect(croppedName('holiday.photo.PNG', 'image/png')).toBe('holiday.photo.png');
  });

  it('previews the same area as a circle background', () => {
    expect(previewBackground({ x: 25, y: 0, width: 50, height: 100 })).toEqual({ backgroundSize: '200% 100%', backgroundPosition: '50% 0%' });
    expect(previewBackground({ x: 0, y: 0, width: 100, height: 100 })).toEqual({ backgroundSize: '100% 100%', backgroundPosition: '0% 0%' });
  });
});
