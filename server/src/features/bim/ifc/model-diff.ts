/**
 * What changed between two revisions of a model: elements matched by GlobalId, added, removed, and
 * changed with each value that differs (attributes, class, container, properties, materials,
 * classifications) as short text for the review page. Pure: both summaries are read already.
 */
import { MODEL_LIMITS, type ElementRef, type ModelDiff } from '@atelier/contract/models';
import type { ElementSummary, ModelSummary, PlainValue, SpatialNode } from './model-summary';

export type ChangedElement = ModelDiff['changed'][number];
export type ValueChange = ChangedElement['changes'][number];
export type ElementDiff = Pick<ModelDiff, 'counts' | 'added' | 'removed' | 'changed'>;

/** Numbers as JSON writes them, booleans as true/false, lists joined; an unset value is empty text. */
export function valueText(value: PlainValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return String(value);
}

const classificationText = (c: ElementSummary['classifications'][number]) =>
  [c.system, c.code, c.name].filter((part) => part !== undefined && part !== '').join(' ');

function spatialNames(nodes: SpatialNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.name) into.set(node.globalId, node.name);
    spatialNames(node.children, into);
  }
  return into;
}

const ref = (e: ElementSummary): ElementRef => ({ globalId: e.globalId, type: e.type, name: e.name ?? null });

function byTypeNameId(a: ElementRef, b: ElementRef): number {
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return order(a.type, b.type) || order(a.name ?? '', b.name ?? '') || order(a.globalId, b.globalId);
}

function change(what: string, before: string | null, after: string | null): ValueChange[] {
  return before === after ? [] : [{ what, before, after }];
}

/** Each property as `Pset_X.Prop`, in the order of the set's and the property's names. */
function propertyChanges(
  before: ElementSummary['properties'],
  after: ElementSummary['properties'],
): ValueChange[] {
  const sets = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return sets.flatMap((set) => {
    const was = before[set] ?? {};
    const is = after[set] ?? {};
    const names = [...new Set([...Object.keys(was), ...Object.keys(is)])].sort();
    return names.flatMap((name) =>
      change(
        `${set}.${name}`,
        name in was ? valueText(was[name] ?? null) : null,
        name in is ? valueText(is[name] ?? null) : null,
      ),
    );
  });
}

type Names = Map<string, string>;

/** The container by its name where the model names it; by GlobalId when the names say nothing (none, or alike). */
function containerChange(
  before: ElementSummary,
  after: ElementSummary,
  was: Names,
  is: Names,
): ValueChange[] {
  if (before.container === after.container) return [];
  const name = (names: Names, id: string | undefined) => (id === undefined ? null : (names.get(id) ?? id));
  const [from, to] = [name(was, before.container), name(is, after.container)];
  return from === to
    ? change('Container', before.container ?? null, after.container ?? null)
    : change('Container', from, to);
}

function changesOf(before: ElementSummary, after: ElementSummary, was: Names, is: Names): ValueChange[] {
  return [
    ...change('Type', before.type, after.type),
    ...change('Name', before.name ?? null, after.name ?? null),
    ...change('PredefinedType', before.predefinedType ?? null, after.predefinedType ?? null),
    ...containerChange(before, after, was, is),
    ...propertyChanges(before.properties, after.properties),
    ...change('Material', before.materials.join(', ') || null, after.materials.join(', ') || null),
    ...change(
      'Classification',
      before.classifications.map(classificationText).join('; ') || null,
      after.classifications.map(classificationText).join('; ') || null,
    ),
  ];
}

/**
 * The elements added, removed and changed from `before` to `after`, each list sorted by class, name
 * and GlobalId and cut at `limit`; the counts are always whole.
 */
export function diffModels(
  before: ModelSummary,
  after: ModelSummary,
  limit: number = MODEL_LIMITS.diffElements,
): ElementDiff {
  const old = new Map(before.elements.map((e) => [e.globalId, e]));
  const now = new Map(after.elements.map((e) => [e.globalId, e]));
  const was = spatialNames(before.spatial);
  const is = spatialNames(after.spatial);
  const added = [...now.values()].filter((e) => !old.has(e.globalId)).map(ref);
  const removed = [...old.values()].filter((e) => !now.has(e.globalId)).map(ref);
  const changed: ChangedElement[] = [];
  for (const [id, e] of now) {
    const previous = old.get(id);
    const changes = previous ? changesOf(previous, e, was, is) : [];
    if (changes.length > 0) changed.push({ ...ref(e), changes });
  }
  const cut = <T extends ElementRef>(list: T[]) => list.sort(byTypeNameId).slice(0, Math.max(0, limit));
  return {
    counts: { added: added.length, removed: removed.length, changed: changed.length },
    added: cut(added),
    removed: cut(removed),
    changed: cut(changed),
  };
}
