import { describe, expect, it } from 'vitest';
import { PDFJS_ASSETS, pdfjsAssetFiles } from './pdfjs-assets.mjs';

describe('pdf.js assets', () => {
  it('copies the standard fonts and the character maps under a versioned path', () => {
    const files = pdfjsAssetFiles().map(([name]) => name);
    expect(PDFJS_ASSETS).toMatch(/^assets\/pdfjs-\d+\.\d+\.\d+$/);
    expect(files).toContain('standard_fonts/FoxitSymbol.pfb');
    expect(files.some((f) => f.startsWith('cmaps/') && f.endsWith('.bcmap'))).toBe(true);
  });
});
