import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  MIN_SCALE,
  actualSize,
  boxBetween,
  fitView,
  panBy,
  percent,
  toPlace,
  zoomAt,
} from './zoom';

const sheet = { width: 2000, height: 1000 };
const screen = { width: 1032, height: 632 };

describe('zoom and pan', () => {
  it('fits the whole file in the viewport with a margin, centred, never past 100 %', () => {
    expect(fitView(sheet, screen)).toEqual({ scale: 0.5, x: 16, y: 66 });
    expect(fitView({ width: 200, height: 100 }, screen)).toEqual({ scale: 1, x: 416, y: 266 });
    expect(percent(fitView(sheet, screen))).toBe('50 %');
  });

  it('shows 100 % centred', () => {
    expect(actualSize(sheet, screen)).toEqual({ scale: 1, x: -484, y: -184 });
  });

  it('zooms around a point, keeping the place under it where it was', () => {
    const view = fitView(sheet, screen);
    const at = { x: 300, y: 200 };
    const before = toPlace(view, at, sheet);
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(1);
    const after = toPlace(zoomed, at, sheet);
    expect(after.x).toBeCloseTo(before.x, 10);
    expect(after.y).toBeCloseTo(before.y, 10);
  });

  it('keeps the zoom between its least and most', () => {
    const view = fitView(sheet, screen);
    expect(zoomAt(view, 1000, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 0.0001, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });

  it('pans, but never pushes the file out of sight', () => {
    const view = { scale: 1, x: 0, y: 0 };
    expect(panBy(view, -100, 50, sheet, screen)).toEqual({ scale: 1, x: -100, y: 50 });
    expect(panBy(view, -5000, -5000, sheet, screen)).toEqual({ scale: 1, x: 48 - 2000, y: 48 - 1000 });
    expect(panBy(view, 5000, 5000, sheet, screen)).toEqual({ scale: 1, x: 1032 - 48, y: 632 - 48 });
  });

  it('turns a viewport point into a place on the file, clamped onto it', () => {
    const view = { scale: 0.5, x: 16, y: 66 };
    expect(toPlace(view, { x: 516, y: 316 }, sheet)).toEqual({ x: 0.5, y: 0.5 });
    expect(toPlace(view, { x: 0, y: 1000 }, sheet)).toEqual({ x: 0, y: 1 });
  });

  it('spans a box from either corner', () => {
    expect(boxBetween({ x: 0.6, y: 0.2 }, { x: 0.1, y: 0.5 })).toEqual({ x: 0.1, y: 0.2, w: 0.5, h: 0.3 });
  });
});
