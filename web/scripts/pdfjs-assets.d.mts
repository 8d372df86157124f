export const PDFJS_ASSETS: string;
export function pdfjsAssetFiles(): [string, string][];
export function pdfjsAssets(options: { emit: boolean }): unknown;
