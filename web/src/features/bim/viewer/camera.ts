/**
 * The viewer's camera as plain numbers (no three.js), so that orbiting, zooming, panning and framing
 * are tested without WebGL. The model is Y-up (web-ifc turns IFC's Z-up into Y-up); the camera looks
 * from `position` at `target`.
 */
export type Vec3 = readonly [number, number, number];

export interface CameraView {
  position: Vec3;
  target: Vec3;
}

export interface Box3 {
  min: Vec3;
  max: Vec3;
}

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => {
  const l = length(a);
  return l === 0 ? [0, 0, 0] : scale(a, 1 / l);
};

/** Never quite straight down or up: the view would flip over the pole. */
const MAX_POLAR = Math.PI - 0.01;
const MIN_POLAR = 0.01;
export const MIN_DISTANCE = 0.05;
export const MAX_DISTANCE = 100_000;

/** The camera's place around its target: distance, angle around the vertical, angle from the vertical. */
export function spherical(view: CameraView): { radius: number; azimuth: number; polar: number } {
  const offset = sub(view.position, view.target);
  const radius = length(offset);
  if (radius === 0) return { radius: 0, azimuth: 0, polar: Math.PI / 2 };
  return {
    radius,
    azimuth: Math.atan2(offset[0], offset[2]),
    polar: Math.acos(Math.min(1, Math.max(-1, offset[1] / radius))),
  };
}

function fromSpherical(target: Vec3, radius: number, azimuth: number, polar: number): CameraView {
  const s = Math.sin(polar);
  return {
    target,
    position: [
      target[0] + radius * s * Math.sin(azimuth),
      target[1] + radius * Math.cos(polar),
      target[2] + radius * s * Math.cos(azimuth),
    ],
  };
}

/** Turns the camera around its target: `azimuth` around the vertical, `polar` towards or away from it (radians). */
export function orbit(view: CameraView, azimuth: number, polar: number): CameraView {
  const now = spherical(view);
  const nextPolar = Math.min(MAX_POLAR, Math.max(MIN_POLAR, now.polar + polar));
  return fromSpherical(view.target, now.radius, now.azimuth + azimuth, nextPolar);
}

/** Moves the camera towards its target (factor < 1) or away (> 1), within sane distances. */
export function zoom(view: CameraView, factor: number): CameraView {
  const offset = sub(view.position, view.target);
  const radius = length(offset);
  const next = Math.min(MAX_DISTANCE, Math.max(MIN_DISTANCE, radius * factor));
  return { target: view.target, position: add(view.target, scale(normalize(offset), next)) };
}

/** The camera's right and up directions on screen. */
export function screenAxes(view: CameraView): { right: Vec3; up: Vec3 } {
  const forward = normalize(sub(view.target, view.position));
  const right = normalize(cross(forward, [0, 1, 0]));
  return { right, up: cross(right, forward) };
}

/**
 * Slides camera and target together across the screen by (dx, dy) in shares of the view's height
 * (a drag of the whole height moves the model by what the view shows of it at the target's depth).
 */
export function pan(view: CameraView, dx: number, dy: number, fovDegrees: number): CameraView {
  const distance = length(sub(view.position, view.target));
  const visible = 2 * distance * Math.tan((fovDegrees * Math.PI) / 360);
  const { right, up } = screenAxes(view);
  const move = add(scale(right, -dx * visible), scale(up, dy * visible));
  return { position: add(view.position, move), target: add(view.target, move) };
}

export const centre = (box: Box3): Vec3 => scale(add(box.min, box.max), 0.5);

/**
 * The camera that shows all of `box`: looking at its centre from the given direction (by default
 * from the south-east, a little above, as architects draw an axonometric), far enough for the
 * box's bounding sphere to fit the narrower of the view's two angles.
 */
export function frame(box: Box3, fovDegrees: number, aspect: number, from: Vec3 = [1, 0.8, 1.2]): CameraView {
  const target = centre(box);
  const radius = Math.max(length(sub(box.max, box.min)) / 2, MIN_DISTANCE);
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect);
  const distance = radius / Math.sin(Math.min(vertical, horizontal) / 2);
  return { target, position: add(target, scale(normalize(from), distance * 1.05)) };
}

/** Keeps the current direction of view and frames the box from it ("fit"). */
export function fitCamera(view: CameraView, box: Box3, fovDegrees: number, aspect: number): CameraView {
  const direction = sub(view.position, view.target);
  return frame(box, fovDegrees, aspect, length(direction) === 0 ? undefined : direction);
}

/** One step of the keyboard's controls. */
export const KEY_STEP = { orbit: Math.PI / 24, zoom: 0.85 } as const;

/**
 * What a key does to the camera: arrows orbit, + and - zoom, 0 frames the model; shift+arrows pan
 * (shift+left shows more of what is on the left, as a map does).
 * Undefined for a key the viewer leaves alone.
 */
export function cameraForKey(
  key: string,
  shift: boolean,
  view: CameraView,
  box: Box3,
  fovDegrees: number,
  aspect: number,
): CameraView | undefined {
  const panStep = 0.1;
  switch (key) {
    case 'ArrowLeft':
      return shift ? pan(view, panStep, 0, fovDegrees) : orbit(view, -KEY_STEP.orbit, 0);
    case 'ArrowRight':
      return shift ? pan(view, -panStep, 0, fovDegrees) : orbit(view, KEY_STEP.orbit, 0);
    case 'ArrowUp':
      return shift ? pan(view, 0, panStep, fovDegrees) : orbit(view, 0, -KEY_STEP.orbit);
    case 'ArrowDown':
      return shift ? pan(view, 0, -panStep, fovDegrees) : orbit(view, 0, KEY_STEP.orbit);
    case '+':
    case '=':
      return zoom(view, KEY_STEP.zoom);
    case '-':
    case '_':
      return zoom(view, 1 / KEY_STEP.zoom);
    case '0':
      return fitCamera(view, box, fovDegrees, aspect);
    default:
      return undefined;
  }
}

/** A box around all the given boxes (undefined for none). */
export function union(boxes: readonly Box3[]): Box3 | undefined {
  if (boxes.length === 0) return undefined;
  const pick = (axis: 0 | 1 | 2, end: 'min' | 'max') =>
    (end === 'min' ? Math.min : Math.max)(...boxes.map((b) => b[end][axis]));
  return {
    min: [pick(0, 'min'), pick(1, 'min'), pick(2, 'min')],
    max: [pick(0, 'max'), pick(1, 'max'), pick(2, 'max')],
  };
}

/** Whether two views are the same within a millimetre (a pin's viewpoint restored). */
export function sameView(a: CameraView, b: CameraView, tolerance = 1e-3): boolean {
  return length(sub(a.position, b.position)) <= tolerance && length(sub(a.target, b.target)) <= tolerance;
}

/** A column-major 4×4 matrix, as web-ifc and three.js keep them. */
export type Matrix4 = readonly number[];

function applyPoint(m: Matrix4, p: Vec3): Vec3 {
  const at = (i: number) => m[i] ?? 0;
  const [x, y, z] = p;
  return [
    at(0) * x + at(4) * y + at(8) * z + at(12),
    at(1) * x + at(5) * y + at(9) * z + at(13),
    at(2) * x + at(6) * y + at(10) * z + at(14),
  ];
}

/** The inverse of a rigid matrix (a rotation and a shift, as web-ifc's coordination matrix is). */
export function invertRigid(m: Matrix4): Matrix4 {
  const at = (i: number) => m[i] ?? 0;
  // Rotation transposed; shift turned back through it.
  const r = [at(0), at(4), at(8), 0, at(1), at(5), at(9), 0, at(2), at(6), at(10), 0, 0, 0, 0, 1];
  const [tx, ty, tz] = applyPoint(r, [at(12), at(13), at(14)]);
  r[12] = -tx;
  r[13] = -ty;
  r[14] = -tz;
  return r;
}

/**
 * The viewer draws the model Y up and moved near the origin (web-ifc's coordination matrix); pins
 * keep their viewpoint in the model's own coordinates (IFC: Z up, as in BCF), so that a viewpoint
 * means the same in another tool and in another revision.
 */
export const viewToIfc = (view: CameraView, coordination: Matrix4): CameraView => {
  const back = invertRigid(coordination);
  return { position: applyPoint(back, view.position), target: applyPoint(back, view.target) };
};

export const viewFromIfc = (view: CameraView, coordination: Matrix4): CameraView => ({
  position: applyPoint(coordination, view.position),
  target: applyPoint(coordination, view.target),
});

export const pointFromIfc = (point: Vec3, coordination: Matrix4): Vec3 => applyPoint(coordination, point);
