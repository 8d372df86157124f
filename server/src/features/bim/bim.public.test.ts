import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeIds, InvalidIdsError } from './bim.public';

const wallsIds = fs.readFileSync(new URL('../../../test/bim/walls.ids', import.meta.url));

describe('describeIds', () => {
  it('gives an IDS’s title, its specifications and how many are required', () => {
    expect(describeIds(wallsIds)).toEqual({ title: 'Studio walls', specifications: 3, required: 3 });
    const optional = wallsIds.toString('utf8').replace('minOccurs="1"', 'minOccurs="0"');
    expect(describeIds(Buffer.from(optional))).toMatchObject({ specifications: 3, required: 2 });
  });

  it('refuses what is not an IDS with the reason', () => {
    const notIds = () => describeIds(Buffer.from('<html><body>not an IDS</body></html>'));
    expect(notIds).toThrow(InvalidIdsError);
    const unknownEntity = wallsIds.toString('utf8').replace('IFCWALL', 'IFCWALLOFSOUND');
    expect(() => describeIds(Buffer.from(unknownEntity))).toThrow(/IFCWALLOFSOUND/);
  });
});
