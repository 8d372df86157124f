/** The viewer's own wording, in one place for the component and its tests. */
export const VIEWER_TEXT = {
  instructions:
    'Drag to turn the model, right-drag or shift-drag to move it, scroll or pinch to zoom. ' +
    'Keys: arrows turn, shift and arrows move, + and − zoom, 0 fits the model, Escape clears the selection. ' +
    'Click an element to see its properties.',
  pinInstructions: 'Pin tool on: click an element to pin a comment to it.',
  loading: (loaded: number, total: number | null) =>
    total
      ? `Downloading the model… ${Math.round((loaded / total) * 100)} %`
      : loaded
        ? 'Reading the model…'
        : 'Opening the model…',
  /** While the geometry streams in; the count is rounded (a polite live region, not a ticker). */
  reading: (elements: number) => `Reading the model… ${roughly(elements).toLocaleString('en')} elements`,
  ready: (elements: number, storeys: number) =>
    `Model ready: ${elements} element${elements === 1 ? '' : 's'} on ${storeys} storey${storeys === 1 ? '' : 's'}.`,
  noGeometry: 'This model has no geometry to show.',
  noWebgl: 'This browser cannot draw 3D: WebGL is off or missing.',
  selected: (entity: string, name: string | null) => `Selected ${entity}${name ? ` ‘${name}’` : ''}.`,
  nothingSelected: 'Click an element, or choose one under a storey, to see its properties.',
  failuresMissing: (n: number) => `${n} failing element${n === 1 ? ' is' : 's are'} not in this model.`,
} as const;

export const pinLabel = (number: number, status: string, element: string | undefined) =>
  `Pin ${number} (${status})${element ? ` on ${element}` : ''}`;

export const elementLabel = (entity: string, name: string | null) => (name ? `${entity} ‘${name}’` : entity);

/** 1–999 as they are, then down to their first digit: 1,000 … 9,000, 10,000, 20,000 … */
export function roughly(n: number): number {
  if (n < 1000) return n;
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.floor(n / step) * step;
}
