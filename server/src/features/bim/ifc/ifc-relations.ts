/**
 * The relations an IDS facet follows in a model — an element's type, predefined type, property sets,
 * material, classification references, container, aggregate, nest, group, void — answered the way
 * IfcOpenShell's ifcopenshell.util.element does, which ifctester (the reference checker) relies on.
 */
import type { IfcModel } from './ifc-model';
import { StepEnum, type StepEntity } from './step-parser';

function first<T>(list: T[]): T | undefined {
  return list[0];
}

function attributeText(model: IfcModel, e: StepEntity, name: string): string | undefined {
  const v = model.get(e, name);
  if (v instanceof StepEnum) return v.value;
  return typeof v === 'string' ? v : undefined;
}

/** The type object of an occurrence (a type object is its own type). */
export function typeOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  if (model.isA(e, 'IfcTypeObject')) return e;
  const rel = first(model.inverse(e, 'IfcRelDefinesByType', 'RelatedObjects'));
  return rel ? model.deref(model.get(rel, 'RelatingType')) : undefined;
}

/**
 * The predefined type: the type object's, unless it is missing, NOTDEFINED or USERDEFINED (then its
 * ElementType or ProcessType); otherwise the occurrence's own, with USERDEFINED meaning its ObjectType.
 */
export function predefinedTypeOf(model: IfcModel, e: StepEntity): string | undefined {
  const type = typeOf(model, e);
  if (type) {
    let value = attributeText(model, type, 'PredefinedType');
    if (value === 'USERDEFINED' || !value) {
      const hasElementType = model.schema.attribute(type.type, 'ElementType') !== undefined;
      value = hasElementType
        ? attributeText(model, type, 'ElementType')
        : attributeText(model, type, 'ProcessType');
    }
    if (value && value !== 'NOTDEFINED') return value;
  }
  let value = attributeText(model, e, 'PredefinedType');
  if (value === 'USERDEFINED' || !value) value = attributeText(model, e, 'ObjectType');
  return value;
}

export function aggregateOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  const rel = first(model.inverse(e, 'IfcRelAggregates', 'RelatedObjects'));
  return rel ? model.deref(model.get(rel, 'RelatingObject')) : undefined;
}

export function nestOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  const rel = first(model.inverse(e, 'IfcRelNests', 'RelatedObjects'));
  return rel ? model.deref(model.get(rel, 'RelatingObject')) : undefined;
}

/** The spatial element an element (or what it is part of, or nested in) is contained in. */
export function containerOf(model: IfcModel, e: StepEntity, direct = false): StepEntity | undefined {
  if (!direct) {
    const parent = aggregateOf(model, e) ?? nestOf(model, e);
    if (parent) return containerOf(model, parent);
  }
  const rel = first(model.inverse(e, 'IfcRelContainedInSpatialStructure', 'RelatedElements'));
  return rel ? model.deref(model.get(rel, 'RelatingStructure')) : undefined;
}

export function groupOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  const rel = first(model.inverse(e, 'IfcRelAssignsToGroup', 'RelatedObjects'));
  return rel ? model.deref(model.get(rel, 'RelatingGroup')) : undefined;
}

export function voidedElementOf(model: IfcModel, opening: StepEntity): StepEntity | undefined {
  const rel = first(model.inverse(opening, 'IfcRelVoidsElement', 'RelatedOpeningElement'));
  return rel ? model.deref(model.get(rel, 'RelatingBuildingElement')) : undefined;
}

export function filledVoidOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  const rel = first(model.inverse(e, 'IfcRelFillsElement', 'RelatedBuildingElement'));
  return rel ? model.deref(model.get(rel, 'RelatingOpeningElement')) : undefined;
}

/** Any parent: container, aggregate, nest, filled opening, voided element, then group. */
export function parentOf(model: IfcModel, e: StepEntity): StepEntity | undefined {
  return (
    containerOf(model, e, true) ??
    aggregateOf(model, e) ??
    nestOf(model, e) ??
    filledVoidOf(model, e) ??
    voidedElementOf(model, e) ??
    groupOf(model, e)
  );
}

/** The material associated with an element or, failing that, with its type; usages give their set. */
export function materialOf(model: IfcModel, e: StepEntity, inherit = true): StepEntity | undefined {
  for (const rel of model.inverse(e, 'IfcRelAssociatesMaterial', 'RelatedObjects')) {
    const material = model.deref(model.get(rel, 'RelatingMaterial'));
    if (!material) continue;
    if (model.isA(material, 'IfcMaterialLayerSetUsage'))
      return model.deref(model.get(material, 'ForLayerSet'));
    if (model.isA(material, 'IfcMaterialProfileSetUsage'))
      return model.deref(model.get(material, 'ForProfileSet'));
    return material;
  }
  if (!inherit) return undefined;
  const type = typeOf(model, e);
  return type && type !== e ? materialOf(model, type, false) : undefined;
}

/** The classification (system) a reference belongs to, following ReferencedSource. */
export function classificationOf(model: IfcModel, reference: StepEntity): StepEntity | undefined {
  for (let r: StepEntity | undefined = reference, depth = 0; r && depth < 100; depth++) {
    if (model.isA(r, 'IfcClassification')) return r;
    r = model.deref(model.get(r, 'ReferencedSource'));
  }
  return undefined;
}

function associatedClassifications(model: IfcModel, e: StepEntity): StepEntity[] {
  return model
    .inverse(e, 'IfcRelAssociatesClassification', 'RelatedObjects')
    .flatMap((rel) => model.derefAll(model.get(rel, 'RelatingClassification')));
}

/**
 * The classification references of an element: its own, plus its type's for systems the element
 * does not classify itself by; each with the references it refines (its ReferencedSource chain).
 */
export function referencesOf(model: IfcModel, e: StepEntity): StepEntity[] {
  if (!model.isA(e, 'IfcRoot')) {
    return model
      .inverse(e, 'IfcExternalReferenceRelationship', 'RelatedResourceObjects')
      .flatMap((rel) => model.derefAll(model.get(rel, 'RelatingReference')));
  }
  const own = associatedClassifications(model, e);
  const type = model.isA(e, 'IfcObject') ? typeOf(model, e) : undefined;
  const inherited = type && type !== e ? associatedClassifications(model, type) : [];
  // The type's references stand for each system the occurrence does not classify itself in.
  const ownSystems = new Set(own.map((r) => classificationOf(model, r)));
  const leaves = [...inherited.filter((r) => !ownSystems.has(classificationOf(model, r))), ...own];
  const all = new Set<StepEntity>(leaves);
  for (const leaf of leaves) {
    for (
      let r: StepEntity | undefined = leaf, depth = 0;
      r && !model.isA(r, 'IfcClassification') && depth < 100;
      depth++
    ) {
      all.add(r);
      r = model.deref(model.get(r, 'ReferencedSource'));
    }
  }
  return [...all];
}

function textOf(model: IfcModel, e: StepEntity | undefined, name: string): string | undefined {
  return e ? model.str(e, name) : undefined;
}

/** The names and categories a material (or a set: its own name, its items', their materials') goes by. */
export function materialNamesOf(model: IfcModel, material: StepEntity): (string | undefined)[] {
  const names = (m: StepEntity | undefined): (string | undefined)[] => [
    textOf(model, m, 'Name'),
    textOf(model, m, 'Category'),
  ];
  const items = (list: string, ownName: string): (string | undefined)[] => [
    textOf(model, material, ownName),
    ...model
      .derefAll(model.get(material, list))
      .flatMap((item) => [...names(item), ...names(model.deref(model.get(item, 'Material')))]),
  ];
  if (model.isA(material, 'IfcMaterial')) return names(material);
  if (model.isA(material, 'IfcMaterialList'))
    return model.derefAll(model.get(material, 'Materials')).flatMap(names);
  if (model.isA(material, 'IfcMaterialLayerSet')) return items('MaterialLayers', 'LayerSetName');
  if (model.isA(material, 'IfcMaterialProfileSet')) return items('MaterialProfiles', 'Name');
  if (model.isA(material, 'IfcMaterialConstituentSet')) return items('MaterialConstituents', 'Name');
  return [];
}
