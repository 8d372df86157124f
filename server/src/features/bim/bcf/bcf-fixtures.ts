/**
 * The check of a `.bcfzip` that the BCF writer's tests, the API test and the e2e story share: every
 * XML file valid against buildingSMART's BCF 2.1 schema for its kind (server/test/bcf-2.1, unedited),
 * and the package holding together as BCF's documentation asks (bcf.version saying 2.1, one folder per
 * topic named by the topic's Guid, the viewpoint and snapshot files the markup names, PNG snapshots).
 * libxml2 compiled to WebAssembly, as for ids.xsd; the schemas import nothing, so nothing is fetched.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';

const SCHEMAS = {
  version: 'version.xsd',
  project: 'project.xsd',
  markup: 'markup.xsd',
  visinfo: 'visinfo.xsd',
};
type SchemaKind = keyof typeof SCHEMAS;

const validators = new Map<SchemaKind, XsdValidator>();

function validator(kind: SchemaKind): XsdValidator {
  let v = validators.get(kind);
  if (!v) {
    const name = SCHEMAS[kind];
    const bytes = readFileSync(new URL(`../../../../test/bcf-2.1/${name}`, import.meta.url));
    v = XsdValidator.fromDoc(XmlDocument.fromBuffer(new Uint8Array(bytes), { url: name }));
    validators.set(kind, v);
  }
  return v;
}

function kindOf(path: string): SchemaKind | undefined {
  if (path === 'bcf.version') return 'version';
  if (path === 'project.bcfp') return 'project';
  if (path.endsWith('.bcf')) return 'markup';
  if (path.endsWith('.bcfv')) return 'visinfo';
  return undefined;
}

function describe(err: XmlLibError): string {
  return err.details.map((d) => `line ${d.line}: ${d.message.trim()}`).join('; ') || err.message;
}

/** Validates one file; answers the parsed document to look into (dispose it), or the reasons it fails. */
function validated(kind: SchemaKind, bytes: Uint8Array): XmlDocument | string[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes);
  } catch (err) {
    return [`not well-formed XML${err instanceof XmlLibError ? `: ${describe(err)}` : ''}`];
  }
  try {
    validator(kind).validate(doc);
    return doc;
  } catch (err) {
    doc.dispose();
    if (err instanceof XmlLibError) return [describe(err)];
    throw err;
  }
}

const values = (doc: XmlDocument, xpath: string) => doc.find(xpath).map((n) => n.content);
function firstValue(bytes: Uint8Array, xpath: string): string | undefined {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(bytes);
  } catch {
    return undefined; // reported by its own validation
  }
  try {
    return values(doc, xpath)[0];
  } finally {
    doc.dispose();
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UUID_FOLDER = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\/$/;

/** What the markup of one topic folder names, checked against the folder's files. */
function topicErrors(folder: string, doc: XmlDocument, files: Record<string, Uint8Array>): string[] {
  const errors: string[] = [];
  const at = `${folder}markup.bcf`;
  const topicGuid = values(doc, '/Markup/Topic/@Guid')[0];
  if (`${topicGuid}/` !== folder) errors.push(`${at}: the Topic Guid ${topicGuid} is not its folder's name`);
  const viewpointGuids = values(doc, '/Markup/Viewpoints/@Guid');
  for (const file of values(doc, '/Markup/Viewpoints/Viewpoint | /Markup/Viewpoints/Snapshot')) {
    if (!files[folder + file]) errors.push(`${at}: names ${file}, which is not in the folder`);
  }
  for (const file of values(doc, '/Markup/Viewpoints/Viewpoint')) {
    const bytes = files[folder + file];
    if (!bytes) continue;
    const guid = firstValue(bytes, '/VisualizationInfo/@Guid');
    if (!guid || !viewpointGuids.includes(guid))
      errors.push(`${folder}${file}: its Guid ${guid} is not in the markup`);
  }
  for (const guid of values(doc, '/Markup/Comment/Viewpoint/@Guid')) {
    if (!viewpointGuids.includes(guid))
      errors.push(`${at}: a comment refers to the unknown viewpoint ${guid}`);
  }
  for (const file of values(doc, '/Markup/Viewpoints/Snapshot')) {
    const bytes = files[folder + file];
    if (bytes && !PNG.every((b, i) => bytes[i] === b)) errors.push(`${folder}${file}: not a PNG`);
  }
  return errors;
}

/**
 * Unzips a `.bcfzip` and checks it: `errors` is empty when it is valid BCF 2.1; each error begins with
 * the file it is about. `files` holds every entry (a folder's entry ends in `/`).
 */
export function validateBcfZip(bytes: Uint8Array): { files: Record<string, Uint8Array>; errors: string[] } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (err) {
    return { files: {}, errors: [`not a zip: ${(err as Error).message}`] };
  }
  const errors: string[] = [];
  if (!files['bcf.version']) errors.push('bcf.version: missing');
  const folders = new Set(
    Object.keys(files)
      .filter((p) => p.includes('/'))
      .map((p) => p.slice(0, p.indexOf('/') + 1)),
  );
  for (const folder of folders) {
    if (!files[folder]) errors.push(`${folder}: no directory entry`);
    if (UUID_FOLDER.test(folder) && !files[`${folder}markup.bcf`]) errors.push(`${folder}: no markup.bcf`);
  }
  for (const [path, content] of Object.entries(files)) {
    const kind = kindOf(path);
    if (!kind) continue;
    const result = validated(kind, content);
    if (Array.isArray(result)) {
      errors.push(...result.map((e) => `${path}: ${e}`));
      continue;
    }
    if (kind === 'version' && values(result, '/Version/@VersionId')[0] !== '2.1') {
      errors.push('bcf.version: VersionId is not 2.1');
    }
    if (kind === 'markup' && path.endsWith('/markup.bcf')) {
      errors.push(...topicErrors(path.slice(0, -'markup.bcf'.length), result, files));
    }
    result.dispose();
  }
  return { files, errors };
}
