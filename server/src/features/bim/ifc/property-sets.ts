/**
 * An element's property and quantity sets as ifcopenshell.util.element.get_psets gathers them: a
 * type object's HasPropertySets, a material's or profile's properties, an occurrence's
 * IfcRelDefinesByProperties, with the type's sets inherited by its occurrences.
 */
import type { IfcModel } from './ifc-model';
import { typeOf } from './ifc-relations';
import type { StepEntity, StepValue } from './step-parser';

export interface PropertySet {
  name: string;
  /** Property or quantity entities by name, the type's first and the occurrence's over them. */
  properties: Map<string, StepEntity>;
  /** Attributes of a predefined property set (IfcDoorLiningProperties …), by name, with their declared type. */
  attributes: Map<string, { value: StepValue; type: string }>;
}

function definitionsOf(model: IfcModel, e: StepEntity): StepEntity[] {
  if (model.isA(e, 'IfcTypeObject')) return model.derefAll(model.get(e, 'HasPropertySets'));
  if (model.isA(e, 'IfcMaterialDefinition')) {
    return model.inverse(e, 'IfcMaterialProperties', 'Material');
  }
  if (model.isA(e, 'IfcProfileDef')) return model.inverse(e, 'IfcProfileProperties', 'ProfileDefinition');
  if (model.schema.name === 'IFC2X3' && model.isA(e, 'IfcMaterial')) {
    return model.inverse(e, 'IfcExtendedMaterialProperties', 'Material');
  }
  return model
    .inverse(e, 'IfcRelDefinesByProperties', 'RelatedObjects')
    .flatMap((rel) => model.derefAll(model.get(rel, 'RelatingPropertyDefinition')));
}

function addDefinition(model: IfcModel, sets: Map<string, PropertySet>, definition: StepEntity): void {
  const name = model.str(definition, 'Name');
  if (name === undefined) return;
  const set = sets.get(name) ?? { name, properties: new Map(), attributes: new Map() };
  sets.set(name, set);
  const list = ['HasProperties', 'Quantities', 'Properties', 'ExtendedProperties']
    .map((attribute) => model.get(definition, attribute))
    .find((v) => v !== undefined);
  if (list !== undefined) {
    for (const p of model.derefAll(list)) {
      const propName = model.str(p, 'Name');
      if (propName !== undefined) set.properties.set(propName, p);
    }
    return;
  }
  for (const a of model.schema.attributes(definition.type).slice(4)) {
    set.attributes.set(a.name, { value: definition.args[a.index] ?? null, type: a.type });
  }
}

/** An element's property sets and quantity sets by name: its type's first, its own over them per property. */
export function propertySetsOf(model: IfcModel, e: StepEntity): Map<string, PropertySet> {
  const sets = new Map<string, PropertySet>();
  const type = model.isA(e, 'IfcObject') ? typeOf(model, e) : undefined;
  if (type && type !== e) for (const d of definitionsOf(model, type)) addDefinition(model, sets, d);
  for (const d of definitionsOf(model, e)) addDefinition(model, sets, d);
  return sets;
}
