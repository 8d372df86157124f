// Models and IDS files for the model-task tests and the e2e story: plain node, no vitest.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';

/**
 * The tiny IFC4 house (two storeys, six walls a storey, a door): Wall-GF-North has no
 * Pset_WallCommon.FireRating unless `fireRated`, the fixed model that passes `wallsIds()`.
 */
export async function tinyIfc(options: { fireRated?: boolean } = {}): Promise<string> {
  // The web's generator (plain JavaScript, no types): the viewer's tests and demo draw the same house.
  const generator = new URL(
    '../../../../../web/src/features/bim/viewer/fixtures/make-tiny-model.mjs',
    import.meta.url,
  );
  const { tinyModel } = (await import(generator.href)) as {
    tinyModel: (o: { fireRated: boolean }) => string;
  };
  return tinyModel({ fireRated: options.fireRated ?? false });
}

/** server/test/bim/walls.ids: three required specifications; the tiny model fails only the fire rating of Wall-GF-North. */
export function wallsIds(): Buffer {
  return fs.readFileSync(new URL('../../../../test/bim/walls.ids', import.meta.url));
}

interface ZipEntry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  unpacked: number;
}

/** A zip file (deflate, no zip64) of already deflated entries. */
function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(e.unpacked, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.data);
    central.push(dir, name);
    offset += local.length + name.length + e.data.length;
  }
  const dirBytes = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

/** An `.ifczip` holding these entries. */
export function ifcZip(entries: Record<string, string | Uint8Array>): Buffer {
  return zipOf(
    Object.entries(entries).map(([name, body]) => {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : Buffer.from(body);
      return { name, data: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), unpacked: bytes.length };
    }),
  );
}

let bomb: Buffer | undefined;
const BOMB_BYTES = 1025 * 1024 * 1024;

/**
 * A real zip bomb: one `model.ifc` entry, a STEP header and then zeros, `unpacked` bytes once
 * unpacked (1 GB and a MB by default, past MODEL_LIMITS.unpackedBytes) and about a MB packed.
 */
export async function zipBomb(unpacked = BOMB_BYTES): Promise<Buffer> {
  if (bomb && unpacked === BOMB_BYTES) return bomb;
  const head = Buffer.from('ISO-10303-21;\nHEADER;\n', 'latin1');
  const zeros = Buffer.alloc(1024 * 1024);
  let crc = zlib.crc32(head);
  function* body() {
    yield head;
    for (let left = unpacked - head.length; left > 0; left -= zeros.length) {
      const part = left >= zeros.length ? zeros : zeros.subarray(0, left);
      crc = zlib.crc32(part, crc);
      yield part;
    }
  }
  const data = await buffer(Readable.from(body()).pipe(zlib.createDeflateRaw({ level: 9 })));
  const made = zipOf([{ name: 'model.ifc', data, crc, unpacked }]);
  if (unpacked === BOMB_BYTES) bomb = made;
  return made;
}
