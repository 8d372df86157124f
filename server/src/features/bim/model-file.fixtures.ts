/**
 * Zips written byte by byte, so a test can also write the ones no zip tool would: headers that lie
 * about the unpacked size, an encrypted flag, a `../` name.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data?: Buffer | string;
  /** The unpacked size the headers claim (the real one unless a test lies). */
  declaredSize?: number;
  encrypted?: boolean;
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}

export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const fields = [
      u16(20), // version needed
      u16((entry.encrypted ? 1 : 0) | 0x800), // flags: encrypted, UTF-8 names
      u16(8), // deflate
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(crc32(data)),
      u32(packed.length),
      u32(entry.declaredSize ?? data.length),
      u16(name.length),
      u16(0), // extra field length
    ];
    const local = Buffer.concat([u32(0x04034b50), ...fields, name, packed]);
    centrals.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...fields, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}
