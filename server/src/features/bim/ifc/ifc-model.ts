/**
 * An IFC model read from its bytes: its schema and its entity instances, with attributes by name and
 * the inverse relations (who points at an instance through which attribute) built once on demand.
 * Only the bytes decide what a file is: the STEP header and a FILE_SCHEMA this reader knows.
 */
import { ifcSchema, schemaNameOf, type IfcSchema } from './ifc-schema';
import { parseStep, StepRef, StepSyntaxError, type StepEntity, type StepValue } from './step-parser';

export class IfcReadError extends Error {}

const STEP_MAGIC = 'ISO-10303-21;';

/** True when the bytes open as a STEP physical file (after an optional BOM and white space). */
export function looksLikeStep(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64)).replace(/^\uFEFF|^ï»¿/, '');
  return head.trimStart().startsWith(STEP_MAGIC);
}

export class IfcModel {
  private inverseIndex?: Map<number, [number, number][]>;
  private typeIndex?: Map<string, StepEntity[]>;

  constructor(
    readonly schema: IfcSchema,
    readonly schemaIdentifier: string,
    readonly entities: Map<number, StepEntity>,
  ) {}

  byId(id: number): StepEntity | undefined {
    return this.entities.get(id);
  }

  /** Instances of a type, and of its subtypes unless `exact`. */
  byType(type: string, exact = false): StepEntity[] {
    if (!this.typeIndex) {
      this.typeIndex = new Map();
      for (const e of this.entities.values()) {
        const list = this.typeIndex.get(e.type);
        if (list) list.push(e);
        else this.typeIndex.set(e.type, [e]);
      }
    }
    const types = exact ? [type.toUpperCase()] : this.schema.subtypes(type);
    return types.flatMap((t) => this.typeIndex?.get(t) ?? []);
  }

  isA(e: StepEntity, type: string): boolean {
    return this.schema.isA(e.type, type);
  }

  /** An attribute's value by name; undefined when the entity has no such explicit attribute. */
  get(e: StepEntity, name: string): StepValue | undefined {
    const attribute = this.schema.attribute(e.type, name);
    return attribute ? (e.args[attribute.index] ?? null) : undefined;
  }

  str(e: StepEntity, name: string): string | undefined {
    const v = this.get(e, name);
    return typeof v === 'string' ? v : undefined;
  }

  deref(value: StepValue | undefined): StepEntity | undefined {
    return value instanceof StepRef ? this.entities.get(value.id) : undefined;
  }

  derefAll(value: StepValue | undefined): StepEntity[] {
    if (!Array.isArray(value)) {
      const one = this.deref(value);
      return one ? [one] : [];
    }
    return value.flatMap((v) => this.derefAll(v));
  }

  /** The instances of `relType` that point at `e` through their attribute `attribute`. */
  inverse(e: StepEntity, relType: string, attribute: string): StepEntity[] {
    if (!this.inverseIndex) this.inverseIndex = this.buildInverseIndex();
    const out: StepEntity[] = [];
    for (const [sourceId, index] of this.inverseIndex.get(e.id) ?? []) {
      const source = this.entities.get(sourceId);
      if (!source || !this.isA(source, relType)) continue;
      if (this.schema.attributes(source.type)[index]?.name === attribute) out.push(source);
    }
    return out;
  }

  private buildInverseIndex(): Map<number, [number, number][]> {
    const index = new Map<number, [number, number][]>();
    const visit = (value: StepValue, sourceId: number, position: number): void => {
      if (value instanceof StepRef) {
        const list = index.get(value.id);
        if (list) list.push([sourceId, position]);
        else index.set(value.id, [[sourceId, position]]);
      } else if (Array.isArray(value)) {
        for (const v of value) visit(v, sourceId, position);
      }
    };
    for (const e of this.entities.values()) e.args.forEach((v, i) => visit(v, e.id, i));
    return index;
  }
}

/**
 * STEP text is ISO 8859-1 with escapes for the rest, but many tools write raw UTF-8: take UTF-8 when
 * the bytes are valid UTF-8, else read them as Latin-1, so no name turns into replacement characters.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Reads a model from its bytes, or throws IfcReadError with a reason a person can act on. */
export function readIfc(bytes: Uint8Array): IfcModel {
  if (!looksLikeStep(bytes)) {
    throw new IfcReadError('This is not an IFC model: it does not begin with the STEP header ISO-10303-21.');
  }
  const text = decodeText(bytes);
  let file;
  try {
    file = parseStep(text);
  } catch (err) {
    if (err instanceof StepSyntaxError)
      throw new IfcReadError(`This IFC model cannot be read: ${err.message}.`);
    throw err;
  }
  const identifier = file.schemaIdentifiers[0];
  const name = identifier ? schemaNameOf(identifier) : undefined;
  if (!identifier || !name) {
    throw new IfcReadError(
      `This IFC model declares FILE_SCHEMA ${identifier ?? '(none)'}; only IFC2X3, IFC4 and IFC4X3 are read.`,
    );
  }
  return new IfcModel(ifcSchema(name), identifier, file.entities);
}
