/**
 * Checks a model against an IDS: per specification the applicable elements (those every
 * applicability facet holds for), which of them meet every requirement, and why the others fail.
 * Cardinality as IDS 1.0: a required specification fails when nothing applies, a prohibited one
 * fails when anything applies; a facet's own cardinality is in the facet checks.
 */
import type { IfcModel } from '../ifc/ifc-model';
import type { StepEntity } from '../ifc/step-parser';
import {
  checkAttribute,
  checkClassification,
  checkEntity,
  checkMaterial,
  checkPartOf,
  elementLabel,
  type FacetResult,
} from './facet-basic';
import { checkProperty } from './facet-property';
import { mappedClasses } from './ifc2x3-mapping';
import { usageOf, type Facet, type IdsDocument, type Specification } from './ids-types';
import { matchesText } from './values';

export interface Failure {
  /** The element's GlobalId, when it has one, so a viewer can find it. */
  globalId?: string;
  element: string;
  reason: string;
}

export interface SpecificationReport {
  name: string;
  description?: string;
  usage: 'required' | 'optional' | 'prohibited';
  status: 'pass' | 'fail';
  applicable: number;
  passed: number;
  failed: number;
  failures: Failure[];
}

export interface IdsReport {
  title: string;
  status: 'pass' | 'fail';
  specifications: SpecificationReport[];
}

export function checkFacet(model: IfcModel, e: StepEntity, f: Facet): FacetResult {
  switch (f.facet) {
    case 'entity':
      return checkEntity(model, e, f);
    case 'attribute':
      return checkAttribute(model, e, f);
    case 'property':
      return checkProperty(model, e, f);
    case 'classification':
      return checkClassification(model, e, f);
    case 'material':
      return checkMaterial(model, e, f);
    case 'partOf':
      return checkPartOf(model, e, f);
  }
}

/** The elements worth testing against a facet, before the facet itself is asked. */
function candidates(model: IfcModel, f: Facet): StepEntity[] {
  switch (f.facet) {
    case 'entity': {
      const types = new Set(model.schema.entityNames().filter((t) => matchesText(f.name, t)));
      if (model.schema.name === 'IFC2X3')
        for (const [occurrence] of mappedClasses(f.name)) types.add(occurrence);
      return [...types].flatMap((t) => model.byType(t, true));
    }
    case 'attribute':
      return [...model.entities.values()].filter((e) =>
        model.schema.attributes(e.type).some((a) => matchesText(f.name, a.name)),
      );
    case 'property':
      return model.schema.name === 'IFC2X3'
        ? model.byType('IfcObjectDefinition')
        : [
            ...model.byType('IfcObjectDefinition'),
            ...model.byType('IfcMaterialDefinition'),
            ...model.byType('IfcProfileDef'),
          ];
    case 'classification':
    case 'material':
      return model.byType('IfcObjectDefinition');
    case 'partOf':
      return [...model.entities.values()];
  }
}

function applicableElements(model: IfcModel, spec: Specification): StepEntity[] {
  const [firstFacet] = spec.applicability;
  if (!firstFacet) return [];
  return candidates(model, firstFacet).filter((e) =>
    spec.applicability.every((f) => checkFacet(model, e, f).pass),
  );
}

const MAX_FAILURES = 500;

export function checkSpecification(model: IfcModel, spec: Specification): SpecificationReport {
  const usage = usageOf(spec);
  const applicable = applicableElements(model, spec);
  const failures: Failure[] = [];
  let failed = 0;
  for (const e of applicable) {
    const reasons = spec.requirements
      .map((f) => checkFacet(model, e, f))
      .filter((r) => (usage === 'prohibited' ? r.pass : !r.pass))
      .map((r) => r.reason ?? 'meets a prohibited requirement');
    if (!reasons.length) continue;
    failed++;
    if (failures.length < MAX_FAILURES) {
      const globalId = model.str(e, 'GlobalId');
      failures.push({
        ...(globalId ? { globalId } : {}),
        element: elementLabel(model, e),
        reason: reasons.join('; '),
      });
    }
  }
  let status: 'pass' | 'fail' = failed ? 'fail' : 'pass';
  if (usage === 'required' && !applicable.length) status = 'fail';
  if (usage === 'prohibited' && applicable.length && !spec.requirements.length) {
    status = 'fail';
    for (const e of applicable.slice(0, MAX_FAILURES)) {
      failures.push({ element: elementLabel(model, e), reason: 'is prohibited by this specification' });
    }
    failed = applicable.length;
  }
  return {
    name: spec.name,
    ...(spec.description ? { description: spec.description } : {}),
    usage,
    status,
    applicable: applicable.length,
    passed: applicable.length - failed,
    failed,
    failures,
  };
}

export function checkIds(model: IfcModel, ids: IdsDocument): IdsReport {
  const specifications = ids.specifications.map((s) => checkSpecification(model, s));
  return {
    title: ids.title,
    status: specifications.every((s) => s.status === 'pass') ? 'pass' : 'fail',
    specifications,
  };
}
