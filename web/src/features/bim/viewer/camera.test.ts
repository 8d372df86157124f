import { describe, expect, it } from 'vitest';
import {
  cameraForKey,
  centre,
  fitCamera,
  frame,
  length,
  orbit,
  pan,
  sameView,
  screenAxes,
  spherical,
  sub,
  union,
  invertRigid,
  pointFromIfc,
  viewFromIfc,
  viewToIfc,
  zoom,
  type Box3,
  type CameraView,
} from './camera';

const box: Box3 = { min: [0, 0, -6], max: [10, 6, 0] };
const view: CameraView = { position: [0, 0, 10], target: [0, 0, 0] };
const close = (a: readonly number[], b: readonly number[]) =>
  a.forEach((v, i) => expect(v).toBeCloseTo(b[i] ?? NaN, 6));

describe('camera maths', () => {
  it('orbits around the target, keeping the distance', () => {
    const turned = orbit(view, Math.PI / 2, 0);
    close(turned.position, [10, 0, 0]);
    close(turned.target, [0, 0, 0]);
    expect(length(sub(turned.position, turned.target))).toBeCloseTo(10);
  });

  it('never orbits over the pole (the view would flip)', () => {
    const top = orbit(view, 0, -10);
    expect(spherical(top).polar).toBeGreaterThan(0);
    expect(top.position[1]).toBeLessThan(10);
    expect(top.position[1]).toBeGreaterThan(9.99);
  });

  it('zooms towards the target and back, within limits', () => {
    close(zoom(view, 0.5).position, [0, 0, 5]);
    close(zoom(zoom(view, 0.5), 2).position, [0, 0, 10]);
    expect(length(zoom(view, 1e-9).position)).toBeGreaterThan(0);
  });

  it('pans camera and target together along the screen', () => {
    const moved = pan(view, 0.5, 0, 90);
    // At 10 m with a 90° view, the view's height is 20 m: half of it is 10 m to the left.
    close(moved.position, [-10, 0, 10]);
    close(moved.target, [-10, 0, 0]);
    const up = pan(view, 0, 0.5, 90);
    close(up.target, [0, 10, 0]);
  });

  it('has a right and an up direction on screen', () => {
    const { right, up } = screenAxes(view);
    close(right, [1, 0, 0]);
    close(up, [0, 1, 0]);
  });

  it('frames a box so that all of it is in view', () => {
    const framed = frame(box, 45, 1.6);
    close(framed.target, centre(box));
    const radius = length(sub(box.max, box.min)) / 2;
    const distance = length(sub(framed.position, framed.target));
    expect(distance * Math.sin((45 * Math.PI) / 360)).toBeGreaterThanOrEqual(radius);
    // Narrower views need the camera further away.
    expect(length(sub(frame(box, 45, 0.5).position, framed.target))).toBeGreaterThan(distance);
  });

  it('fits from the current direction', () => {
    const fitted = fitCamera(view, box, 45, 1);
    const dir = sub(fitted.position, fitted.target);
    expect(dir[0]).toBeCloseTo(0);
    expect(dir[1]).toBeCloseTo(0);
    expect(dir[2]).toBeGreaterThan(0);
  });

  it('maps keys: arrows orbit, +/- zoom, 0 frames, shift+arrows pan, others are left alone', () => {
    const at = (key: string, shift = false) => cameraForKey(key, shift, view, box, 45, 1.5);
    expect(spherical(at('ArrowRight')!).azimuth).toBeGreaterThan(0);
    expect(spherical(at('ArrowUp')!).polar).toBeLessThan(Math.PI / 2);
    expect(length(at('+')!.position)).toBeLessThan(10);
    expect(length(at('-')!.position)).toBeGreaterThan(10);
    close(at('0')!.target, centre(box));
    expect(at('ArrowLeft', true)!.target[0]).toBeLessThan(0);
    expect(at('a')).toBeUndefined();
  });

  it('unites boxes', () => {
    expect(union([])).toBeUndefined();
    expect(union([box, { min: [-1, 2, 3], max: [0, 7, 4] }])).toEqual({ min: [-1, 0, -6], max: [10, 7, 4] });
  });

  it('tells the same viewpoint within a millimetre', () => {
    expect(sameView(view, { position: [0, 0, 10.0004], target: [0, 0, 0] })).toBe(true);
    expect(sameView(view, { position: [0, 0, 10.1], target: [0, 0, 0] })).toBe(false);
  });

  it('turns a viewpoint between the drawn model (Y up, shifted) and IFC coordinates (Z up)', () => {
    // Z up → Y up (IFC y runs to three's -z), then shifted by (-100, 0, 50).
    const m = [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, -100, 0, 50, 1];
    close(pointFromIfc([100, 0, 3], m), [0, 3, 50]);
    close(pointFromIfc([100, 10, 0], m), [0, 0, 40]);
    const ifc: CameraView = { position: [110, -20, 5], target: [104, 2, 1.5] };
    const drawn = viewFromIfc(ifc, m);
    const back = viewToIfc(drawn, m);
    close(back.position, ifc.position);
    close(back.target, ifc.target);
    const identity = invertRigid(invertRigid(m));
    close(identity, m);
  });
});
