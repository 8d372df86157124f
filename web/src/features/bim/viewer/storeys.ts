/**
 * The building's storeys and which element is on which, from IfcRelContainedInSpatialStructure and
 * IfcRelAggregates: an element contained in a space, or a part aggregated into a stair or a curtain
 * wall, belongs to the storey above it in that tree. Plain data, read in the worker, tested without it.
 */

export interface StoreyInput {
  expressID: number;
  name: string | null;
  elevation: number | null;
}

export interface Relations {
  storeys: readonly StoreyInput[];
  /** IfcRelContainedInSpatialStructure: structure → elements. */
  contained: readonly { structure: number; elements: readonly number[] }[];
  /** IfcRelAggregates: whole → parts. */
  aggregates: readonly { whole: number; parts: readonly number[] }[];
}

export interface Storey {
  expressID: number;
  name: string;
  elevation: number | null;
  /** The elements (with geometry or not) on this storey. */
  elements: number[];
}

export interface StoreyTree {
  /** Lowest first. */
  storeys: Storey[];
  /** element → its storey's expressID (absent: on none, e.g. on the site). */
  storeyOf: Map<number, number>;
}

export function storeyTree(relations: Relations): StoreyTree {
  const parent = new Map<number, number>();
  for (const rel of relations.contained) for (const e of rel.elements) parent.set(e, rel.structure);
  for (const rel of relations.aggregates)
    for (const p of rel.parts) if (!parent.has(p)) parent.set(p, rel.whole);

  const storeyIds = new Set(relations.storeys.map((s) => s.expressID));
  const storeyOf = new Map<number, number>();
  const find = (id: number): number | undefined => {
    const seen = new Set<number>();
    let at: number | undefined = parent.get(id);
    while (at !== undefined && !seen.has(at)) {
      if (storeyIds.has(at)) return at;
      seen.add(at);
      at = parent.get(at);
    }
    return undefined;
  };
  for (const id of parent.keys()) {
    if (storeyIds.has(id)) continue;
    const storey = find(id);
    if (storey !== undefined) storeyOf.set(id, storey);
  }

  const storeys = relations.storeys
    .map((s, index) => ({
      expressID: s.expressID,
      name: s.name?.trim() || `Storey ${index + 1}`,
      elevation: s.elevation,
      elements: [] as number[],
    }))
    .sort((a, b) => (a.elevation ?? 0) - (b.elevation ?? 0));
  const byId = new Map(storeys.map((s) => [s.expressID, s]));
  for (const [element, storey] of storeyOf) byId.get(storey)?.elements.push(element);
  for (const s of storeys) s.elements.sort((a, b) => a - b);
  return { storeys, storeyOf };
}

/** The elements hidden when the given storeys are switched off. */
export function hiddenElements(
  tree: Pick<StoreyTree, 'storeys'>,
  hiddenStoreys: ReadonlySet<number>,
): Set<number> {
  const hidden = new Set<number>();
  for (const s of tree.storeys) if (hiddenStoreys.has(s.expressID)) for (const e of s.elements) hidden.add(e);
  return hidden;
}
