import { REVIEW_LIMITS } from '@atelier/contract/reviews';
import sharp from 'sharp';

/** Pixels beyond which an image is refused as unreadable rather than decoded (a decompression bomb). */
const MAX_PIXELS = 120_000_000;

export interface ImageFacts {
  /** As shown: an EXIF rotation of a quarter turn swaps them. */
  width: number;
  height: number;
}

/** The size of an image as a browser shows it, or undefined when its bytes cannot be decoded. */
export async function imageFacts(input: string | Buffer): Promise<ImageFacts | undefined> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return undefined;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * A smaller copy of a large image to show first (WebP, its longest side `maxSide`, turned upright),
 * or undefined when the image already fits: the reviewer's screen gets the preview, zooming past
 * it loads the file itself.
 */
export async function previewOf(
  input: string | Buffer,
  facts: ImageFacts,
  maxSide: number = REVIEW_LIMITS.previewSide,
): Promise<Buffer | undefined> {
  if (Math.max(facts.width, facts.height) <= maxSide) return undefined;
  return sharp(input, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** An image as PNG or JPEG bytes, the two a PDF embeds (WebP and GIF are turned into PNG). */
export async function embeddableImage(
  bytes: Buffer,
  extension: string,
): Promise<{ bytes: Buffer; format: 'png' | 'jpg' }> {
  if (extension === 'jpg' || extension === 'png') return { bytes, format: extension };
  return {
    bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().png().toBuffer(),
    format: 'png',
  };
}
