import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { IfcReadError, readIfc } from '../features/bim/ifc/ifc-model';
import { checkIds } from '../features/bim/ids/check';
import { InvalidIdsError, parseIds } from '../features/bim/ids/ids-parse';
import { reportText } from '../features/bim/ids/report-text';

const USAGE = `Usage: npm run ids -- check MODEL.ifc SPEC.ids [--json]

Checks an IFC model (IFC2X3, IFC4, IFC4X3) against an IDS 1.0 file and prints, per specification,
how many elements were applicable, passed and failed, and why.
Exit codes: 0 passes, 1 fails, 2 the IDS is invalid, 3 the model cannot be read, 64 wrong usage.`;

export const EXIT = { pass: 0, fail: 1, invalidIds: 2, unreadableModel: 3, usage: 64 } as const;

async function readBytes(
  path: string,
  what: string,
  exitCode: number,
  print: (line: string) => void,
): Promise<Uint8Array | number> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (err) {
    print(`Cannot read the ${what} ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    return exitCode;
  }
}

/** Runs `ids check …`; returns the exit code. `print` is stdout, `warn` stderr. */
export async function runIdsCommand(
  argv: string[],
  print: (text: string) => void,
  warn: (text: string) => void,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { json: { type: 'boolean' } } });
  } catch (err) {
    warn(`${(err as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const [command, modelPath, idsPath, ...rest] = parsed.positionals;
  if (command !== 'check' || !modelPath || !idsPath || rest.length) {
    warn(USAGE);
    return EXIT.usage;
  }
  const idsBytes = await readBytes(idsPath, 'IDS', EXIT.invalidIds, warn);
  if (typeof idsBytes === 'number') return idsBytes;
  let ids;
  try {
    ids = parseIds(idsBytes);
  } catch (err) {
    if (!(err instanceof InvalidIdsError)) throw err;
    warn(err.message);
    return EXIT.invalidIds;
  }
  const modelBytes = await readBytes(modelPath, 'model', EXIT.unreadableModel, warn);
  if (typeof modelBytes === 'number') return modelBytes;
  let model;
  try {
    model = readIfc(modelBytes);
  } catch (err) {
    if (!(err instanceof IfcReadError)) throw err;
    warn(err.message);
    return EXIT.unreadableModel;
  }
  const report = checkIds(model, ids);
  print(parsed.values.json ? JSON.stringify(report, null, 2) : reportText(report));
  return report.status === 'pass' ? EXIT.pass : EXIT.fail;
}
