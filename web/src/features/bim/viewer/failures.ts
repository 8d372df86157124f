/**
 * "Show failures": the elements an IDS check failed, named by GlobalId in the report, found among
 * the model's elements. GlobalIds are case-sensitive (IFC's base-64), so they are matched exactly.
 */

export interface FailureSet {
  /** expressIDs of the model's elements to colour. */
  elements: Set<number>;
  /** GlobalIds of the report that the model does not hold (another revision's, say). */
  missing: string[];
}

export function failureSet(
  failures: readonly string[],
  idOfGlobalId: ReadonlyMap<string, number>,
): FailureSet {
  const elements = new Set<number>();
  const missing: string[] = [];
  for (const globalId of new Set(failures)) {
    const id = idOfGlobalId.get(globalId);
    if (id === undefined) missing.push(globalId);
    else elements.add(id);
  }
  return { elements, missing };
}

/** The colour an element is drawn in: selection over failure over its own. */
export type Highlight = 'selected' | 'failed' | 'own';

export function highlightOf(
  expressID: number,
  selected: number | null,
  failed: ReadonlySet<number>,
  showFailures: boolean,
): Highlight {
  if (expressID === selected) return 'selected';
  if (showFailures && failed.has(expressID)) return 'failed';
  return 'own';
}
