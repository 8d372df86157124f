import type { Box3 } from './camera';
import type { MeshPart } from './mesh-part';

/**
 * The geometry as it streams out of web-ifc, in batches: the viewer draws the first batch (and frames
 * its camera on it) long before the last element is read. A batch goes when it holds enough parts or
 * has waited long enough; the first one sooner, the later ones larger (each is one more draw call).
 */
export interface PartsBatch {
  parts: MeshPart[];
  /** Around this batch's parts. */
  box: Box3;
  /** Elements with geometry read so far, this batch's included. */
  elements: number;
}

export interface BatchPolicy {
  /** A batch goes at `parts` parts, or after `ms` when it holds at least `least` parts. */
  first: { parts: number; ms: number; least: number };
  later: { parts: number; ms: number; least: number };
}

/**
 * The first batch is what the camera frames: a few parts read slowly (web-ifc's first geometry can
 * take a while) would frame one corner of the model, so it waits for a couple of hundred.
 */
export const BATCH_POLICY: BatchPolicy = {
  first: { parts: 2000, ms: 50, least: 200 },
  later: { parts: 4000, ms: 250, least: 1 },
};

/** Whether a batch of `parts` parts, started `waited` ms ago, goes now (`sent` batches went before). */
export function batchIsDue(
  parts: number,
  waited: number,
  sent: number,
  policy: BatchPolicy = BATCH_POLICY,
): boolean {
  const limits = sent === 0 ? policy.first : policy.later;
  return parts > 0 && (parts >= limits.parts || (waited >= limits.ms && parts >= limits.least));
}

/** Grows `into` (a copy) by `box`. */
export function grownBox(into: Box3 | undefined, box: Box3): Box3 {
  if (!into) return box;
  return {
    min: [
      Math.min(into.min[0], box.min[0]),
      Math.min(into.min[1], box.min[1]),
      Math.min(into.min[2], box.min[2]),
    ],
    max: [
      Math.max(into.max[0], box.max[0]),
      Math.max(into.max[1], box.max[1]),
      Math.max(into.max[2], box.max[2]),
    ],
  };
}

/** Gathers parts and hands each batch to `send` when due; `flush` sends what is left. */
export class PartBatcher {
  private parts: MeshPart[] = [];
  private box: Box3 | undefined;
  private started = 0;
  private sent = 0;

  constructor(
    private readonly send: (batch: PartsBatch) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly policy: BatchPolicy = BATCH_POLICY,
  ) {}

  /** A part, its box, and how many elements have geometry so far. */
  add(part: MeshPart, box: Box3, elements: number): void {
    if (this.parts.length === 0) this.started = this.now();
    this.parts.push(part);
    this.box = grownBox(this.box, box);
    if (batchIsDue(this.parts.length, this.now() - this.started, this.sent, this.policy))
      this.flush(elements);
  }

  flush(elements: number): void {
    if (!this.box || this.parts.length === 0) return;
    this.send({ parts: this.parts, box: this.box, elements });
    this.sent++;
    this.parts = [];
    this.box = undefined;
  }

  get batches(): number {
    return this.sent;
  }
}

/** The box around all batches so far. */
export function boxOfBatches(batches: readonly PartsBatch[]): Box3 | undefined {
  let box: Box3 | undefined;
  for (const b of batches) box = grownBox(box, b.box);
  return box;
}
