/**
 * A model review as BCF 2.1 (BCF-XML, buildingSMART): a zip with `bcf.version`, an optional
 * `project.bcfp` and a folder per topic, named by its Guid, holding `markup.bcf`, `viewpoint.bcfv`
 * and `snapshot.png`. Files, elements and their order follow the 2.1 schemas (server/test/bcf-2.1),
 * against which the tests validate what this writes.
 */
import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { perspectiveCamera, type Vec3 } from './bcf-camera';
import { element, textElement, xmlDateTime, xmlDocument } from './bcf-xml';

export type { Vec3 } from './bcf-camera';

export interface BcfViewpoint {
  /** A UUID (see `stableGuid`). */
  guid: string;
  /** In the model's own coordinates: Z up, metres. */
  camera: { position: Vec3; target: Vec3 };
  /** Horizontal, in degrees; 60 when absent, kept within the 45–60 that BCF 2.1 allows. */
  fieldOfView?: number;
  /** IFC GlobalIds of the elements the topic is about (22 characters each). */
  selected: string[];
  /** PNG bytes of the view; without them the topic has no snapshot. */
  snapshot?: Uint8Array;
}

export interface BcfComment {
  guid: string;
  date: Date;
  author: string;
  text: string;
}

export interface BcfTopic {
  guid: string;
  title: string;
  description?: string;
  createdAt: Date;
  author: string;
  /** Present when the topic was resolved: it is then Closed, and this is its ModifiedDate and ModifiedAuthor. */
  resolved?: { at: Date; by: string };
  /** In order; each refers to the topic's viewpoint. */
  comments: BcfComment[];
  viewpoint?: BcfViewpoint;
}

export interface BcfInput {
  /** Written as `project.bcfp` when given (`id`: any stable identifier of the project). */
  project?: { id: string; name: string };
  /** The model reviewed, named in every markup's Header. */
  model?: { filename: string; date?: Date; ifcProject?: string };
  topics: BcfTopic[];
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const IFC_GUID = /^[0-9A-Za-z_$]{22}$/;

/**
 * A UUID (in the form of a version 5 one) made from the parts: a record gets the same Guid in every
 * download, so a BIM tool that imports the review again updates its topics instead of doubling them.
 */
export function stableGuid(...parts: (string | number)[]): string {
  const hash = createHash('sha1')
    .update(['atelier-bcf', ...parts].join('\u0000'))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

function guid(value: string): string {
  if (!UUID.test(value)) throw new TypeError(`A BCF Guid is a UUID: ${JSON.stringify(value)} is not one.`);
  return value;
}

function ifcGuid(value: string): string {
  if (!IFC_GUID.test(value)) throw new TypeError(`${JSON.stringify(value)} is not an IFC GlobalId.`);
  return value;
}

const VERSION = element('Version', { VersionId: '2.1' }, [textElement('DetailedVersion', '2.1')]);

function project(p: { id: string; name: string }): string {
  return element('ProjectExtension', {}, [
    element('Project', { ProjectId: p.id }, [textElement('Name', p.name)]),
    textElement('ExtensionSchema', ''),
  ]);
}

function header(model: NonNullable<BcfInput['model']>): string {
  const ifcProject = model.ifcProject && IFC_GUID.test(model.ifcProject) ? model.ifcProject : undefined;
  return element('Header', {}, [
    element('File', { IfcProject: ifcProject, isExternal: true }, [
      textElement('Filename', model.filename),
      textElement('Date', model.date && xmlDateTime(model.date)),
    ]),
  ]);
}

function markup(topic: BcfTopic, model: BcfInput['model']): string {
  const viewpoint = topic.viewpoint;
  const topicElement = element(
    'Topic',
    { Guid: guid(topic.guid), TopicStatus: topic.resolved ? 'Closed' : 'Open' },
    [
      textElement('Title', topic.title),
      textElement('CreationDate', xmlDateTime(topic.createdAt)),
      textElement('CreationAuthor', topic.author),
      textElement('ModifiedDate', topic.resolved && xmlDateTime(topic.resolved.at)),
      textElement('ModifiedAuthor', topic.resolved?.by),
      textElement('Description', topic.description),
    ],
  );
  const comments = topic.comments.map((c) =>
    element('Comment', { Guid: guid(c.guid) }, [
      textElement('Date', xmlDateTime(c.date)),
      textElement('Author', c.author),
      textElement('Comment', c.text),
      viewpoint && element('Viewpoint', { Guid: viewpoint.guid }),
    ]),
  );
  const viewpoints =
    viewpoint &&
    element('Viewpoints', { Guid: guid(viewpoint.guid) }, [
      textElement('Viewpoint', 'viewpoint.bcfv'),
      viewpoint.snapshot && textElement('Snapshot', 'snapshot.png'),
    ]);
  return element('Markup', {}, [model && header(model), topicElement, ...comments, viewpoints]);
}

const point = (name: string, [x, y, z]: Vec3) =>
  element(name, {}, [textElement('X', x), textElement('Y', y), textElement('Z', z)]);

function visualizationInfo(viewpoint: BcfViewpoint): string {
  const camera = perspectiveCamera(viewpoint.camera, viewpoint.fieldOfView);
  const selection = viewpoint.selected.map((id) => element('Component', { IfcGuid: ifcGuid(id) }));
  return element('VisualizationInfo', { Guid: guid(viewpoint.guid) }, [
    element('Components', {}, [
      selection.length > 0 ? element('Selection', {}, selection) : undefined,
      element('Visibility', { DefaultVisibility: true }),
    ]),
    element('PerspectiveCamera', {}, [
      point('CameraViewPoint', camera.viewPoint),
      point('CameraDirection', camera.direction),
      point('CameraUpVector', camera.upVector),
      textElement('FieldOfView', camera.fieldOfView),
    ]),
  ]);
}

/** PNG is compressed already: stored as it is; the XML is deflated. */
const STORED = { level: 0 } as const;

function topicFolder(topic: BcfTopic, model: BcfInput['model']): Zippable {
  const folder: Zippable = { 'markup.bcf': xmlDocument(markup(topic, model)) };
  if (topic.viewpoint) {
    folder['viewpoint.bcfv'] = xmlDocument(visualizationInfo(topic.viewpoint));
    if (topic.viewpoint.snapshot) folder['snapshot.png'] = [topic.viewpoint.snapshot, STORED];
  }
  return folder;
}

/**
 * The `.bcfzip` bytes. Throws a TypeError when a Guid is not a UUID or a selected element's id is not
 * an IFC GlobalId (both come from our own records, never from a request as they are).
 */
export function writeBcf(input: BcfInput): Uint8Array {
  const entries: Zippable = { 'bcf.version': xmlDocument(VERSION) };
  if (input.project) entries['project.bcfp'] = xmlDocument(project(input.project));
  const seen = new Set<string>();
  for (const topic of input.topics) {
    const key = guid(topic.guid).toLowerCase();
    if (seen.has(key)) throw new TypeError(`Two topics share the Guid ${topic.guid}.`);
    seen.add(key);
    // A nested object is a folder: fflate writes its directory entry, as BCF's encoding guide asks.
    entries[topic.guid] = topicFolder(topic, input.model);
  }
  return zipSync(entries, { level: 6 });
}
