import { MODEL_LIMITS, MODEL_TEXT } from '@atelier/contract/models';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { InvalidIdsError } from './ids/ids-parse';
import { ModelReadError, readModelInWorker, type ReadModelOptions } from './model-reader';
import { generateModel, type GeneratedModel } from './model-reader.fixtures';
import { READER_NICENESS } from './model-reader.worker';

const testDir = new URL('../../../test/bim/', import.meta.url);
const wallsIfc = new URL('walls.ifc', testDir).pathname;
const wallsIds = fs.readFileSync(new URL('walls.ids', testDir), 'utf8');
// Generous: a worker started from source compiles the reader through tsx first, on a shared machine.
const LIMITS = { timeoutMs: 120_000, memoryMb: 512 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'model-reader-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
function modelFile(name: string, content: string | GeneratedModel): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : generateModel(content));
  return file;
}
let big: string | undefined;
const bigModel = () => (big ??= modelFile('big.ifc', { elements: 8000 }));

async function readFailure(options: Partial<ReadModelOptions>): Promise<unknown> {
  const read = readModelInWorker({ ifcPath: wallsIfc, idsXml: wallsIds, ...LIMITS, ...options });
  return read.then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('readModelInWorker', { timeout: 180_000 }, () => {
  it('reads a model, its outline and summary, and checks it against the IDS', async () => {
    const reading = await readModelInWorker({ ifcPath: wallsIfc, idsXml: wallsIds, ...LIMITS });
    expect(reading.schema).toBe('IFC4');
    expect(reading.outline).toMatchObject({
      building: 'Studio',
      counts: { IfcWall: 2, IfcDoor: 1 },
      elements: 3,
    });
    expect(reading.report?.status).toBe('fail');
    expect(
      reading.report?.specifications.map((s) => [s.name, s.status, s.applicable, s.passed, s.failed]),
    ).toEqual([
      ['Walls have a fire rating', 'fail', 2, 1, 1],
      ['Walls are 300 mm wide', 'pass', 2, 2, 0],
      ['Every element stands on a storey', 'pass', 3, 3, 0],
    ]);
    expect(reading.report?.specifications[0]?.failures).toEqual([
      {
        globalId: '3vB2YO$MX4xv5uCqZZG05x',
        element: "IfcWall 'Wall-Ext-01'",
        reason: expect.stringContaining('FireRating') as string,
      },
    ]);
    expect(reading.summary.elements.map((e) => e.name).sort()).toEqual([
      'Door-01',
      'Wall-Ext-01',
      'Wall-Ext-02',
    ]);
    expect(JSON.parse(gunzipSync(reading.summaryGzip).toString('utf8'))).toEqual(reading.summary);
  });

  it('reads a model that passes, and one without an IDS to check', async () => {
    const ifcPath = modelFile('passing.ifc', { elements: 200 });
    const reading = await readModelInWorker({ ifcPath, idsXml: wallsIds, ...LIMITS });
    expect(reading.report?.status).toBe('pass');
    expect(reading.report?.specifications.map((s) => s.applicable)).toEqual([50, 50, 100]);
    expect(reading.outline.storeys).toHaveLength(5);
    expect((await readModelInWorker({ ifcPath, ...LIMITS })).report).toBeNull();
  });

  it('keeps whole counts but lists at most the contract’s number of failures per specification', async () => {
    const ifcPath = modelFile('failing.ifc', { elements: 2400, missingFireRating: 550 });
    const reading = await readModelInWorker({ ifcPath, idsXml: wallsIds, ...LIMITS });
    const [fireRating] = reading.report?.specifications ?? [];
    expect(fireRating).toMatchObject({ status: 'fail', applicable: 600, passed: 50, failed: 550 });
    expect(fireRating?.failures).toHaveLength(MODEL_LIMITS.failuresPerSpecification);
  });

  it('answers a model whose body is broken as unreadable, with the reader’s reason', async () => {
    const walls = fs.readFileSync(wallsIfc, 'latin1');
    const ifcPath = modelFile('broken.ifc', walls.replace("#21=IFCWALL('", "#21=IFCWALL(('"));
    const err = await readFailure({ ifcPath });
    expect(err).toBeInstanceOf(ModelReadError);
    expect(err).toMatchObject({ reason: 'unreadable' });
    expect((err as Error).message).toMatch(new RegExp(`^${MODEL_TEXT.couldNotRead}: .+ at character \\d+`));
  });

  it('answers a worker that crashes as unreadable, and the process goes on', async () => {
    const err = await readFailure({ ifcPath: path.join(tmp, 'gone.ifc') });
    expect(err).toMatchObject({ reason: 'unreadable', message: `${MODEL_TEXT.couldNotRead}.` });
    expect((err as Error).cause).toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an IDS that is not one', async () => {
    expect(await readFailure({ idsXml: '<ids/>' })).toBeInstanceOf(InvalidIdsError);
  });

  it('stops a model that takes longer than allowed', async () => {
    const err = await readFailure({ ifcPath: bigModel(), timeoutMs: 50 });
    expect(err).toBeInstanceOf(ModelReadError);
    expect(err).toMatchObject({ reason: 'timeout', message: MODEL_TEXT.readTimedOut });
  });

  it('stops a model that needs more memory than allowed, and the process goes on', async () => {
    const err = await readFailure({ ifcPath: bigModel(), memoryMb: 16 });
    expect(err).toBeInstanceOf(ModelReadError);
    expect(err).toMatchObject({ reason: 'memory', message: MODEL_TEXT.readOutOfMemory });
    expect((await readModelInWorker({ ifcPath: wallsIfc, ...LIMITS })).outline.elements).toBe(3);
  });

  it('leaves the event loop free while a big model reads', async () => {
    let ticks = 0;
    const interval = setInterval(() => ticks++, 10);
    const reading = readModelInWorker({ ifcPath: bigModel(), idsXml: wallsIds, ...LIMITS });
    let ticksWhileReading = -1;
    void reading.finally(() => (ticksWhileReading = ticks));
    await reading.finally(() => clearInterval(interval));
    expect(ticksWhileReading).toBeGreaterThanOrEqual(5);
    expect((await reading).outline.elements).toBe(8000);
  });

  it('reads at a lower priority than the process, so a busy machine answers requests first', async () => {
    // Each thread's nice value is field 19 of /proc/self/task/<tid>/stat (counted after the name's ')').
    const niceOfThreads = () =>
      fs.readdirSync('/proc/self/task').flatMap((tid) => {
        try {
          const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
        } catch {
          return []; // a thread that ended meanwhile
        }
      });
    const base = os.getPriority();
    const seen = new Set<number>();
    const interval = setInterval(() => niceOfThreads().forEach((n) => seen.add(n)), 5);
    await readModelInWorker({ ifcPath: bigModel(), idsXml: wallsIds, ...LIMITS }).finally(() =>
      clearInterval(interval),
    );
    expect(base).toBeLessThan(19);
    expect(seen).toContain(Math.min(19, base + READER_NICENESS));
    // Only the reading thread was lowered, and it is gone once the reading is.
    await vi.waitFor(() => expect(niceOfThreads().filter((n) => n !== base)).toEqual([]), { timeout: 5000 });
  });
});
