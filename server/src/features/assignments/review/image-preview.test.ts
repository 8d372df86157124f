import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { embeddableImage, imageFacts, previewOf } from './image-preview';
import { plainImage } from './review-fixtures';

describe('image previews', () => {
  it('reads the size of an image, and nothing of bytes that are no image', async () => {
    await expect(imageFacts(await plainImage(640, 480))).resolves.toEqual({ width: 640, height: 480 });
    await expect(imageFacts(Buffer.from('not an image at all'))).resolves.toBeUndefined();
  });

  it('reads a quarter-turned photo the way a browser shows it', async () => {
    const turned = await sharp(await plainImage(300, 100, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await expect(imageFacts(turned)).resolves.toEqual({ width: 100, height: 300 });
  });

  it('makes a WebP preview that fits the longest side of a large image, and none for one that fits', async () => {
    const large = await plainImage(4000, 1000);
    const preview = await previewOf(large, { width: 4000, height: 1000 });
    expect(preview).toBeDefined();
    const meta = await sharp(preview!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048, height: 512 });
    await expect(previewOf(await plainImage(800, 600), { width: 800, height: 600 })).resolves.toBeUndefined();
  });

  it('turns WebP into PNG for a PDF and passes JPEG and PNG through', async () => {
    const webp = await plainImage(20, 10, 'webp');
    const png = await embeddableImage(webp, 'webp');
    expect(png.format).toBe('png');
    expect((await sharp(png.bytes).metadata()).format).toBe('png');
    const jpeg = await plainImage(20, 10, 'jpeg');
    await expect(embeddableImage(jpeg, 'jpg')).resolves.toEqual({ bytes: jpeg, format: 'jpg' });
  });
});
