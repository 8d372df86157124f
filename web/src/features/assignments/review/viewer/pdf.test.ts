import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS, assetsOf, drawScale } from './pdf';

describe('drawing PDF pages', () => {
  it('draws sharp on a high-density screen', () => {
    expect(drawScale(842, 595, 1.5, 2)).toBe(3);
  });

  it('never asks for a canvas past its pixel budget, however far an A1 sheet is zoomed', () => {
    const [w, h] = [2384, 1684];
    const scale = drawScale(w, h, 8, 2);
    expect(w * scale * h * scale).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
    expect(scale).toBeLessThan(16);
  });

  it('finds pdf.js fonts under the app, by version', () => {
    expect(assetsOf('5.4.530')).toBe('/assets/pdfjs-5.4.530/');
  });
});
