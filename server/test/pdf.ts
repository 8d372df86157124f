/** The smallest file the type check reads as a PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A PDF of exactly `bytes` bytes. */
export function pdfOf(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  PDF.copy(file);
  return file;
}
