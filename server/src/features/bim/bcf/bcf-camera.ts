/**
 * A pin's camera (position and target in the model's own coordinates: Z up, metres) as BCF's
 * PerspectiveCamera: the eye, a unit viewing direction, a unit up vector perpendicular to it, and the
 * field of view in degrees.
 */
export type Vec3 = readonly [number, number, number];

export interface BcfPerspectiveCamera {
  viewPoint: Vec3;
  direction: Vec3;
  upVector: Vec3;
  fieldOfView: number;
}

/** BCF 2.1's visinfo.xsd allows 45–60 degrees only (3.0 drops the limit); 60 is what most viewers open with. */
export const FIELD_OF_VIEW = { min: 45, max: 60, default: 60 } as const;

const EPSILON = 1e-9;
const Z_UP: Vec3 = [0, 0, 1];
/** Looking straight down (or up), north (+Y) is up on the screen, as on a plan. */
const PLAN_UP: Vec3 = [0, 1, 0];
const LOOK_DOWN: Vec3 = [0, 0, -1];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const length = (a: Vec3) => Math.sqrt(dot(a, a));

/** Nine decimals (a nanometre): no float noise such as 6.1e-17 in the files. */
const tidy = (v: Vec3): Vec3 => v.map((n) => Number(n.toFixed(9)) || 0) as unknown as Vec3;

function unit(a: Vec3): Vec3 | undefined {
  const n = length(a);
  return n < EPSILON ? undefined : scale(a, 1 / n);
}

/** A camera whose target is its own position looks straight down. */
export function perspectiveCamera(
  camera: { position: Vec3; target: Vec3 },
  fieldOfView: number = FIELD_OF_VIEW.default,
): BcfPerspectiveCamera {
  const direction = unit(sub(camera.target, camera.position)) ?? LOOK_DOWN;
  const upVector = unit(sub(Z_UP, scale(direction, dot(Z_UP, direction)))) ?? PLAN_UP;
  const fov = Number.isFinite(fieldOfView) ? fieldOfView : FIELD_OF_VIEW.default;
  return {
    viewPoint: tidy(camera.position),
    direction: tidy(direction),
    upVector: tidy(upVector),
    fieldOfView: Math.min(FIELD_OF_VIEW.max, Math.max(FIELD_OF_VIEW.min, fov)),
  };
}
