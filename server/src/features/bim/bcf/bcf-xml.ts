/**
 * The little XML the BCF files need, written as text: user text escaped, and the characters XML 1.0
 * forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, so a comment can never
 * break a file a BIM tool has to open.
 */
import escapeHtml from 'escape-html';

const NOT_XML_1_0 = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an element's content or a quoted attribute value. Line breaks are written as character
 * references: a parser keeps them as they are (a raw CR would become LF, in an attribute a space), and
 * no raw line break is left inside text, so `element` may indent its children's lines.
 */
export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML_1_0, '')).replaceAll('\r', '&#13;').replaceAll('\n', '&#10;');
}

export type Attributes = Record<string, string | number | boolean | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${xmlText(String(value))}"`)
    .join('');
}

/** An element holding child elements (already written), one per line, indented. */
export function element(name: string, attrs: Attributes, children: (string | undefined)[] = []): string {
  const inner = children.filter((c): c is string => c !== undefined);
  if (inner.length === 0) return `<${name}${attributes(attrs)}/>`;
  const body = inner.map((c) => c.replace(/^/gm, '  ')).join('\n');
  return `<${name}${attributes(attrs)}>\n${body}\n</${name}>`;
}

/** An element holding text; nothing when the value is absent. */
export function textElement(name: string, value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : `<${name}>${xmlText(String(value))}</${name}>`;
}

export function xmlDocument(root: string): Uint8Array {
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`);
}

/** xs:dateTime in UTC, to the second. */
export function xmlDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
