/**
 * A model described in a few lines (the contract's ModelOutline): its schema, site, building, the
 * storeys with the elements on each, and element counts by class, most first. Built from the
 * summary, so it says nothing the summary does not.
 */
import type { ModelOutline } from '@atelier/contract/models';
import type { ModelSummary, SpatialNode } from './model-summary';

function* walk(nodes: SpatialNode[]): Generator<SpatialNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children);
  }
}

/** Elements a node holds, its spaces' included (a wall contained in a room stands on that room's storey). */
const elementsIn = (node: SpatialNode): number =>
  node.elements + node.children.reduce((n, child) => n + elementsIn(child), 0);

export function modelOutline(summary: ModelSummary): ModelOutline {
  const nodes = [...walk(summary.spatial)];
  const nameOf = (type: string) => {
    const node = nodes.find((n) => n.type === type);
    return node ? (node.name ?? null) : null;
  };
  const counts = Object.entries(summary.counts).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return {
    schema: summary.schema,
    site: nameOf('IfcSite'),
    building: nameOf('IfcBuilding'),
    storeys: nodes
      .filter((n) => n.type === 'IfcBuildingStorey')
      .map((n) => ({ globalId: n.globalId, name: n.name ?? n.globalId, elements: elementsIn(n) })),
    counts: Object.fromEntries(counts),
    elements: counts.reduce((total, [, n]) => total + n, 0),
  };
}
