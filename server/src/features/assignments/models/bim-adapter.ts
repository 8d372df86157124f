// TEMPORARY: stands in for features/bim/bim.public.ts (helper S1, branch i28-read) until it is
// merged; same names and shapes. Deleted at the merge.
import { MODEL_ERRORS, MODEL_LIMITS, type IdsReport, type ModelOutline } from '@atelier/contract/models';
import { unzipSync } from 'fflate';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fail } from '../../../lib/errors';
import { checkIds } from '../../bim/ids/check';
import { InvalidIdsError, parseIds } from '../../bim/ids/ids-parse';
import { usageOf } from '../../bim/ids/ids-types';
import { IfcReadError, looksLikeStep, readIfc } from '../../bim/ifc/ifc-model';
import { summarizeModel, type ModelSummary } from '../../bim/ifc/model-summary';

export { InvalidIdsError };

export class ModelReadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

export async function recogniseModel(file: string, tmpDir: string) {
  const bytes = new Uint8Array(await fs.readFile(file));
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(bytes, {
        filter: (f) => {
          if (f.originalSize > MODEL_LIMITS.unpackedBytes) throw fail(MODEL_ERRORS.zipTooLarge);
          return true;
        },
      });
    } catch (err) {
      if (err instanceof Error && 'statusCode' in err) throw err;
      throw fail(MODEL_ERRORS.zipBroken);
    }
    const ifcs = Object.keys(entries).filter((n) => n.toLowerCase().endsWith('.ifc'));
    if (ifcs.length === 0) throw fail(MODEL_ERRORS.zipNoModel);
    if (ifcs.length > 1) throw fail(MODEL_ERRORS.zipTwoModels);
    const inner = entries[ifcs[0]!]!;
    if (!looksLikeStep(inner)) throw fail(MODEL_ERRORS.notIfc);
    const ifcPath = path.join(tmpDir, `${randomUUID()}.ifc`);
    await fs.writeFile(ifcPath, inner);
    return {
      ifcPath,
      bytes: inner.length,
      schema: 'IFC4',
      fromZip: true,
      discard: () => fs.rm(ifcPath, { force: true }),
    };
  }
  const text = new TextDecoder('latin1').decode(bytes);
  if (!looksLikeStep(bytes) || !/END-ISO-10303-21;\s*$/.test(text)) throw fail(MODEL_ERRORS.notIfc);
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([A-Z0-9_]+)'/i.exec(text)?.[1]?.toUpperCase() ?? '';
  if (!['IFC2X3', 'IFC4', 'IFC4X3', 'IFC4X3_ADD2'].includes(schema)) throw fail(MODEL_ERRORS.notIfc);
  return { ifcPath: file, bytes: bytes.length, schema, fromZip: false, discard: async () => undefined };
}

export async function readModelInWorker(opts: {
  ifcPath: string;
  idsXml: string | null;
  timeoutMs: number;
  memoryMb: number;
}): Promise<{ schema: string; outline: ModelOutline; summary: ModelSummary; report: IdsReport | null }> {
  let model;
  try {
    model = readIfc(new Uint8Array(await fs.readFile(opts.ifcPath)));
  } catch (err) {
    if (err instanceof IfcReadError) throw new ModelReadError('unreadable', err.message);
    throw err;
  }
  const summary = summarizeModel(model);
  const storeys = summary.spatial.flatMap(function walk(n): typeof summary.spatial {
    return [n, ...n.children.flatMap(walk)];
  });
  const named = (type: string) => storeys.find((n) => n.type === type)?.name ?? null;
  const outline: ModelOutline = {
    schema: summary.schema,
    site: named('IfcSite'),
    building: named('IfcBuilding'),
    storeys: storeys
      .filter((n) => n.type === 'IfcBuildingStorey')
      .map((n) => ({ globalId: n.globalId, name: n.name ?? '', elements: n.elements })),
    counts: summary.counts,
    elements: summary.elements.length,
  };
  const report = opts.idsXml ? checkIds(model, parseIds(new TextEncoder().encode(opts.idsXml))) : null;
  return { schema: summary.schema, outline, summary, report };
}

export function describeIds(bytes: Uint8Array) {
  const ids = parseIds(bytes);
  return {
    title: ids.title,
    specifications: ids.specifications.length,
    required: ids.specifications.filter((s) => usageOf(s) === 'required').length,
  };
}
