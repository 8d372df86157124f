/**
 * The review workspace's zoom and pan as plain numbers (issue 27): a file of `content` size (CSS px at
 * 100 %) shown in a `viewport`, scaled by `scale` and moved so its top-left corner stands at (x, y) of
 * the viewport. Places on the file are shares of its width and height (0…1), as pins are stored, so
 * they mean the same at every zoom and screen size.
 */

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A place on the file: a point, or a box with its width and height (all 0…1). */
export interface Place {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

export const MIN_SCALE = 0.02;
export const MAX_SCALE = 8;
/** One press of + or −, or one wheel notch. */
export const ZOOM_STEP = 1.25;
/** One press of an arrow key, in viewport px. */
export const PAN_STEP = 60;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const clampScale = (scale: number) => clamp(scale, MIN_SCALE, MAX_SCALE);

/** The content centred at `scale`. */
function centred(content: Size, viewport: Size, scale: number): View {
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/** The whole file in view, `margin` px from the nearer edges, never enlarged past 100 %. */
export function fitView(content: Size, viewport: Size, margin = 16): View {
  if (content.width <= 0 || content.height <= 0) return { scale: 1, x: 0, y: 0 };
  const room = {
    width: Math.max(1, viewport.width - 2 * margin),
    height: Math.max(1, viewport.height - 2 * margin),
  };
  const scale = clampScale(Math.min(1, room.width / content.width, room.height / content.height));
  return centred(content, viewport, scale);
}

/** 100 %, centred. */
export const actualSize = (content: Size, viewport: Size): View => centred(content, viewport, 1);

/**
 * Zooms by `factor` around `at` (a viewport point: the pointer, or the viewport's middle for a key):
 * the point of the file under it stays under it.
 */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/**
 * Moves the file by (dx, dy), keeping at least `keep` px of it in the viewport on each axis, so it
 * can never be pushed out of sight.
 */
export function panBy(view: View, dx: number, dy: number, content: Size, viewport: Size, keep = 48): View {
  const width = content.width * view.scale;
  const height = content.height * view.scale;
  const edge = (position: number, size: number, room: number) => {
    const least = Math.min(keep, size);
    return clamp(position, least - size, room - least);
  };
  return {
    scale: view.scale,
    x: edge(view.x + dx, width, viewport.width),
    y: edge(view.y + dy, height, viewport.height),
  };
}

/** The place on the file (0…1, clamped onto it) under a viewport point. */
export function toPlace(view: View, at: Point, content: Size): Point {
  return {
    x: clamp((at.x - view.x) / view.scale / content.width, 0, 1),
    y: clamp((at.y - view.y) / view.scale / content.height, 0, 1),
  };
}

/** The box two places span, whichever corner the drag began at. */
export function boxBetween(a: Point, b: Point): Required<Place> {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

/** The zoom as the toolbar says it: "150 %". */
export const percent = (view: View) => `${Math.round(view.scale * 100)} %`;
