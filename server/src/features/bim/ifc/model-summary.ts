/**
 * What the viewer and the review pages show of a model without its geometry: the spatial tree
 * (project, sites, buildings, storeys, spaces) with how many elements each contains, element counts
 * by class, and per element its name, predefined type, container, property and quantity values,
 * classifications and materials. Plain JSON, to be stored once per upload.
 */
import type { IfcModel } from './ifc-model';
import {
  classificationOf,
  containerOf,
  materialNamesOf,
  materialOf,
  predefinedTypeOf,
  referencesOf,
} from './ifc-relations';
import { propertySetsOf } from './property-sets';
import { DERIVED, StepEnum, StepRef, StepTyped, type StepEntity, type StepValue } from './step-parser';

export type PlainValue = string | number | boolean | null | PlainValue[];

export interface SpatialNode {
  globalId: string;
  type: string;
  name?: string;
  /** Elements contained directly (IfcRelContainedInSpatialStructure). */
  elements: number;
  children: SpatialNode[];
}

export interface ElementSummary {
  globalId: string;
  type: string;
  name?: string;
  predefinedType?: string;
  /** GlobalId of the spatial element it stands in (through what it is part of, when it is part of one). */
  container?: string;
  properties: Record<string, Record<string, PlainValue>>;
  classifications: { system?: string; code?: string; name?: string }[];
  materials: string[];
}

export interface ModelSummary {
  schema: string;
  schemaIdentifier: string;
  spatial: SpatialNode[];
  counts: Record<string, number>;
  elements: ElementSummary[];
}

/** A STEP value as JSON: typed values unwrapped, enumerations as text, references dropped. */
export function plainValue(value: StepValue | undefined): PlainValue {
  if (value === undefined || value === null || value === DERIVED) return null;
  if (value instanceof StepTyped) return plainValue(value.value);
  if (value instanceof StepEnum) return value.value === 'U' ? null : value.value;
  if (value instanceof StepRef) return null;
  if (Array.isArray(value)) return value.map(plainValue);
  return value;
}

function propertyValue(model: IfcModel, p: StepEntity): PlainValue {
  if (model.isA(p, 'IfcPropertySingleValue')) return plainValue(model.get(p, 'NominalValue'));
  if (model.isA(p, 'IfcPhysicalSimpleQuantity')) return plainValue(p.args[3]);
  if (model.isA(p, 'IfcPropertyEnumeratedValue')) return plainValue(model.get(p, 'EnumerationValues'));
  if (model.isA(p, 'IfcPropertyListValue')) return plainValue(model.get(p, 'ListValues'));
  if (model.isA(p, 'IfcPropertyBoundedValue')) {
    return ['LowerBoundValue', 'UpperBoundValue'].map((a) => plainValue(model.get(p, a)));
  }
  return null;
}

function properties(model: IfcModel, e: StepEntity): Record<string, Record<string, PlainValue>> {
  const out: Record<string, Record<string, PlainValue>> = {};
  for (const set of propertySetsOf(model, e).values()) {
    const values: Record<string, PlainValue> = {};
    for (const [name, p] of set.properties) values[name] = propertyValue(model, p);
    for (const [name, a] of set.attributes) values[name] = plainValue(a.value);
    out[set.name] = values;
  }
  return out;
}

const optional = (value: string | undefined) => value ?? undefined;

function element(model: IfcModel, e: StepEntity): ElementSummary {
  const name = model.str(e, 'Name');
  const predefinedType = predefinedTypeOf(model, e);
  const container = containerOf(model, e);
  const material = materialOf(model, e);
  return {
    globalId: model.str(e, 'GlobalId') ?? `#${e.id}`,
    type: model.schema.spell(e.type),
    ...(name ? { name } : {}),
    ...(predefinedType ? { predefinedType } : {}),
    ...(container ? { container: model.str(container, 'GlobalId') ?? `#${container.id}` } : {}),
    properties: properties(model, e),
    classifications: referencesOf(model, e).map((r) => ({
      system: optional(model.str(classificationOf(model, r) ?? r, 'Name')),
      code: optional(model.str(r, 'Identification') ?? model.str(r, 'ItemReference')),
      name: optional(model.str(r, 'Name')),
    })),
    materials: material ? [...new Set(materialNamesOf(model, material).filter((n) => n !== undefined))] : [],
  };
}

function spatialNode(model: IfcModel, e: StepEntity, seen: Set<StepEntity>): SpatialNode {
  seen.add(e);
  const children = model
    .inverse(e, 'IfcRelAggregates', 'RelatingObject')
    .flatMap((rel) => model.derefAll(model.get(rel, 'RelatedObjects')))
    .filter(
      (c) =>
        !seen.has(c) && (model.isA(c, 'IfcSpatialStructureElement') || model.isA(c, 'IfcSpatialElement')),
    );
  const elements = model
    .inverse(e, 'IfcRelContainedInSpatialStructure', 'RelatingStructure')
    .reduce((n, rel) => n + model.derefAll(model.get(rel, 'RelatedElements')).length, 0);
  const name = model.str(e, 'Name');
  return {
    globalId: model.str(e, 'GlobalId') ?? `#${e.id}`,
    type: model.schema.spell(e.type),
    ...(name ? { name } : {}),
    elements,
    children: children.map((c) => spatialNode(model, c, seen)),
  };
}

export function summarizeModel(model: IfcModel): ModelSummary {
  const elements = model.byType('IfcElement');
  const counts: Record<string, number> = {};
  for (const e of elements) {
    const type = model.schema.spell(e.type);
    counts[type] = (counts[type] ?? 0) + 1;
  }
  const seen = new Set<StepEntity>();
  return {
    schema: model.schema.name,
    schemaIdentifier: model.schemaIdentifier,
    spatial: model.byType('IfcProject').map((p) => spatialNode(model, p, seen)),
    counts,
    elements: elements.map((e) => element(model, e)),
  };
}
