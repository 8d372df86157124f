/** The smallest files the type check (file-type, by content) reads as a PNG and as an MP4 video. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

const FTYP = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** A file of exactly `bytes` bytes that starts as `head` does (the rest is padding the check never reads). */
export function sized(head: Buffer, bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0);
  head.copy(file);
  return file;
}

export const MP4 = sized(FTYP, 64);
