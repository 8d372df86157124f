/**
 * Validation of an .ids against buildingSMART's ids.xsd (kept unedited in ./xsd) with libxml2 compiled
 * to WebAssembly: no native build, no network. ids.xsd imports the XML Schema namespace from w3.org;
 * those imports are answered from local files, so the validator never reaches for the network.
 */
import { readFileSync } from 'node:fs';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

const XSI_STUB =
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/2001/XMLSchema-instance"/>';

function local(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./xsd/${name}`, import.meta.url)));
}

let validator: XsdValidator | undefined;

function idsValidator(): XsdValidator {
  if (validator) return validator;
  xmlRegisterInputProvider(
    new XmlBufferInputProvider({
      'http://www.w3.org/2001/XMLSchema.xsd': local('xml-schema-subset.xsd'),
      'http://www.w3.org/2001/xml.xsd': local('xml-namespace.xsd'),
      'http://www.w3.org/2001/XMLSchema-instance': new TextEncoder().encode(XSI_STUB),
    }),
  );
  const schema = XmlDocument.fromBuffer(local('ids.xsd'), { url: 'ids.xsd' });
  validator = XsdValidator.fromDoc(schema);
  return validator;
}

/** The reasons the document breaks ids.xsd (or is not XML), each with its line; empty when valid. */
export function xsdErrors(bytes: Uint8Array): string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes);
  } catch (err) {
    return [err instanceof XmlLibError ? `not well-formed XML: ${describe(err)}` : 'not well-formed XML'];
  }
  try {
    idsValidator().validate(doc);
    return [];
  } catch (err) {
    if (err instanceof XmlLibError) return [describe(err)];
    throw err;
  } finally {
    doc.dispose();
  }
}

function describe(err: XmlLibError): string {
  const lines = err.details.slice(0, 5).map((d) => `${d.line ? `line ${d.line}: ` : ''}${d.message.trim()}`);
  return lines.join('; ') || err.message;
}
