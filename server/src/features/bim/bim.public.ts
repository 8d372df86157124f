/**
 * What other features may use of bim (the boundary rule: nothing else of this folder): recognising an
 * uploaded model by its bytes, reading and checking it in a worker with limits, describing an IDS,
 * writing a model review as BCF and comparing two models' summaries.
 */
import { parseIds } from './ids/ids-parse';
import { usageOf } from './ids/ids-types';

export { stableGuid, writeBcf, type BcfInput, type BcfTopic } from './bcf/bcf-zip';
export { InvalidIdsError } from './ids/ids-parse';
export { diffModels, type ElementDiff } from './ifc/model-diff';
export type { ModelSummary } from './ifc/model-summary';
export { recogniseModel, type ModelFileLimits, type RecognisedModel } from './model-file';
export {
  ModelReadError,
  readModelInWorker,
  type ModelReadFailure,
  type ModelReading,
  type ReadModelOptions,
} from './model-reader';

export interface IdsDescription {
  /** The IDS's own title (its `info/title`). */
  title: string;
  specifications: number;
  /** How many specifications are required (the rest optional or prohibited). */
  required: number;
}

/** Validates an IDS (schema and audit) and says what it holds; throws InvalidIdsError with the reasons. */
export function describeIds(bytes: Uint8Array): IdsDescription {
  const ids = parseIds(bytes);
  return {
    title: ids.title,
    specifications: ids.specifications.length,
    required: ids.specifications.filter((s) => usageOf(s) === 'required').length,
  };
}
