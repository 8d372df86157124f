import { XMLParser } from 'fast-xml-parser';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PNG } from '../../../../test/media';
import { validateBcfZip } from './bcf-fixtures';
import { stableGuid, writeBcf, type BcfInput } from './bcf-zip';

const OPEN = stableGuid('pin', 1);
const RESOLVED = stableGuid('pin', 2);
const VIEW_OPEN = stableGuid('pin', 1, 'viewpoint');
const VIEW_DOWN = stableGuid('pin', 2, 'viewpoint');
const HOSTILE = 'Use <b>bold</b> & "quotes" \'here\'\u0000\u0007\uFFFE\uD800!\r\nSecond line';

const review: BcfInput = {
  project: { id: 'course-7-task-2', name: 'Tiny house <review> & "notes"' },
  model: {
    filename: 'tiny-model.ifc',
    date: new Date('2026-11-20T10:00:00Z'),
    ifcProject: '0Project00000000000000',
  },
  topics: [
    {
      guid: OPEN,
      title: 'Door <b>&"',
      description: 'Check the fire rating <b>&"',
      createdAt: new Date('2026-11-21T09:30:00.250Z'),
      author: 'mentor@atelier.test',
      comments: [
        {
          guid: stableGuid('c', 1),
          date: new Date('2026-11-21T09:30:00Z'),
          author: 'Mentor <M>',
          text: HOSTILE,
        },
        {
          guid: stableGuid('c', 2),
          date: new Date('2026-11-21T10:00:00Z'),
          author: 'student',
          text: 'Fixed?',
        },
      ],
      viewpoint: {
        guid: VIEW_OPEN,
        camera: { position: [10, -5, 4], target: [4, 0, 1] },
        fieldOfView: 50,
        selected: ['0DoorGF010000000000000'],
        snapshot: PNG,
      },
    },
    {
      guid: RESOLVED,
      title: 'Wall seen from above',
      createdAt: new Date('2026-11-21T11:00:00Z'),
      author: 'mentor@atelier.test',
      resolved: { at: new Date('2026-11-22T08:00:00Z'), by: 'admin@atelier.test' },
      comments: [
        {
          guid: stableGuid('c', 3),
          date: new Date('2026-11-21T11:00:00Z'),
          author: 'mentor',
          text: 'Thicker',
        },
      ],
      viewpoint: {
        guid: VIEW_DOWN,
        camera: { position: [5, 3, 20], target: [5, 3, 0] },
        selected: ['0WallGFNorth0000000000'],
      },
    },
  ],
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  htmlEntities: true,
});
const xml = (files: Record<string, Uint8Array>, path: string) => {
  const bytes = files[path];
  if (!bytes) throw new Error(`${path} is not in the zip`);
  return parser.parse(new TextDecoder().decode(bytes));
};
const vector = (v: { X: string; Y: string; Z: string }) => [Number(v.X), Number(v.Y), Number(v.Z)];

describe('writeBcf', () => {
  const { files, errors } = validateBcfZip(writeBcf(review));

  it('writes a two-topic review that is valid against every BCF 2.1 schema', () => {
    expect(errors).toEqual([]);
    expect(Object.keys(files).sort()).toEqual(
      [
        'bcf.version',
        'project.bcfp',
        `${OPEN}/`,
        `${OPEN}/markup.bcf`,
        `${OPEN}/viewpoint.bcfv`,
        `${OPEN}/snapshot.png`,
        `${RESOLVED}/`,
        `${RESOLVED}/markup.bcf`,
        `${RESOLVED}/viewpoint.bcfv`,
      ].sort(),
    );
    expect(xml(files, 'bcf.version').Version['@VersionId']).toBe('2.1');
    expect(xml(files, 'project.bcfp').ProjectExtension.Project).toMatchObject({
      '@ProjectId': 'course-7-task-2',
      Name: 'Tiny house <review> & "notes"',
    });
    expect(files[`${OPEN}/snapshot.png`]).toEqual(new Uint8Array(PNG));
  });

  it('writes the open topic, its comments (user text escaped, forbidden characters dropped) and viewpoint', () => {
    const markup = xml(files, `${OPEN}/markup.bcf`).Markup;
    expect(markup.Header.File).toMatchObject({
      '@IfcProject': '0Project00000000000000',
      Filename: 'tiny-model.ifc',
      Date: '2026-11-20T10:00:00Z',
    });
    expect(markup.Topic).toMatchObject({
      '@Guid': OPEN,
      '@TopicStatus': 'Open',
      Title: 'Door <b>&"',
      CreationDate: '2026-11-21T09:30:00Z',
      CreationAuthor: 'mentor@atelier.test',
      Description: 'Check the fire rating <b>&"',
    });
    expect(markup.Topic.ModifiedDate).toBeUndefined();
    expect(markup.Comment).toHaveLength(2);
    expect(markup.Comment[0]).toMatchObject({
      '@Guid': stableGuid('c', 1),
      Date: '2026-11-21T09:30:00Z',
      Author: 'Mentor <M>',
      Comment: 'Use <b>bold</b> & "quotes" \'here\'!\r\nSecond line',
      Viewpoint: { '@Guid': VIEW_OPEN },
    });
    expect(markup.Viewpoints).toEqual({
      '@Guid': VIEW_OPEN,
      Viewpoint: 'viewpoint.bcfv',
      Snapshot: 'snapshot.png',
    });
  });

  it('writes the camera as a unit direction and an up vector perpendicular to it, Z up', () => {
    const info = xml(files, `${OPEN}/viewpoint.bcfv`).VisualizationInfo;
    expect(info['@Guid']).toBe(VIEW_OPEN);
    expect(info.Components.Selection.Component['@IfcGuid']).toBe('0DoorGF010000000000000');
    expect(info.Components.Visibility['@DefaultVisibility']).toBe('true');
    const camera = info.PerspectiveCamera;
    expect(vector(camera.CameraViewPoint)).toEqual([10, -5, 4]);
    const d = vector(camera.CameraDirection);
    const up = vector(camera.CameraUpVector);
    const len = Math.hypot(6, 5, 3);
    [-6 / len, 5 / len, -3 / len].forEach((v, i) => expect(d[i]).toBeCloseTo(v, 8));
    expect(Math.hypot(up[0]!, up[1]!, up[2]!)).toBeCloseTo(1, 8);
    expect(d[0]! * up[0]! + d[1]! * up[1]! + d[2]! * up[2]!).toBeCloseTo(0, 8);
    expect(up[2]).toBeGreaterThan(0);
    expect(Number(camera.FieldOfView)).toBe(50);
  });

  it('writes the resolved topic as Closed with who resolved it, a camera looking straight down, no snapshot', () => {
    const markup = xml(files, `${RESOLVED}/markup.bcf`).Markup;
    expect(markup.Topic).toMatchObject({
      '@TopicStatus': 'Closed',
      ModifiedDate: '2026-11-22T08:00:00Z',
      ModifiedAuthor: 'admin@atelier.test',
    });
    expect(markup.Viewpoints).toEqual({ '@Guid': VIEW_DOWN, Viewpoint: 'viewpoint.bcfv' });
    const camera = xml(files, `${RESOLVED}/viewpoint.bcfv`).VisualizationInfo.PerspectiveCamera;
    expect(vector(camera.CameraDirection)).toEqual([0, 0, -1]);
    expect(vector(camera.CameraUpVector)).toEqual([0, 1, 0]);
    expect(Number(camera.FieldOfView)).toBe(60);
  });

  it('keeps the field of view within the 45–60 degrees BCF 2.1 allows', () => {
    const [first] = review.topics;
    const wide: BcfInput = { topics: [{ ...first!, viewpoint: { ...first!.viewpoint!, fieldOfView: 90 } }] };
    const { files: out, errors: problems } = validateBcfZip(writeBcf(wide));
    expect(problems).toEqual([]);
    expect(Number(xml(out, `${OPEN}/viewpoint.bcfv`).VisualizationInfo.PerspectiveCamera.FieldOfView)).toBe(
      60,
    );
    expect(out['project.bcfp']).toBeUndefined();
  });

  it('refuses a Guid that is not a UUID and a selected element that is not a GlobalId', () => {
    expect(() => writeBcf({ topics: [{ ...review.topics[1]!, guid: 'pin-2' }] })).toThrow(/UUID/);
    const viewpoint = { ...review.topics[1]!.viewpoint!, selected: ['#12'] };
    expect(() => writeBcf({ topics: [{ ...review.topics[1]!, viewpoint }] })).toThrow(/GlobalId/);
  });
});

describe('validateBcfZip', () => {
  const { files } = validateBcfZip(writeBcf(review));
  const rezip = (change: (text: string) => string, path = `${OPEN}/markup.bcf`) =>
    zipSync({ ...files, [path]: strToU8(change(new TextDecoder().decode(files[path]))) });

  it('refuses a markup whose Topic has no Title', () => {
    const { errors } = validateBcfZip(rezip((t) => t.replace(/<Title>.*<\/Title>/, '')));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${OPEN}/markup.bcf: .*CreationDate.*Title`));
  });

  it('refuses a camera without its up vector and a wrong BCF version', () => {
    const camera = validateBcfZip(
      rezip((t) => t.replace(/<CameraUpVector>[\s\S]*<\/CameraUpVector>/, ''), `${RESOLVED}/viewpoint.bcfv`),
    );
    expect(camera.errors).toEqual([
      expect.stringMatching(new RegExp(`^${RESOLVED}/viewpoint.bcfv: .*FieldOfView`)),
    ]);
    const version = validateBcfZip(
      rezip((t) => t.replace('VersionId="2.1"', 'VersionId="3.0"'), 'bcf.version'),
    );
    expect(version.errors).toEqual(['bcf.version: VersionId is not 2.1']);
  });

  it('refuses a package whose markup names a missing snapshot or whose folder is not its topic', () => {
    const { [`${OPEN}/snapshot.png`]: _snapshot, ...noSnapshot } = files;
    expect(validateBcfZip(zipSync(noSnapshot)).errors).toEqual([
      `${OPEN}/markup.bcf: names snapshot.png, which is not in the folder`,
    ]);
    const wrongTopic = rezip((t) => t.replace(`Topic Guid="${OPEN}"`, `Topic Guid="${RESOLVED}"`));
    expect(validateBcfZip(wrongTopic).errors).toEqual([
      `${OPEN}/markup.bcf: the Topic Guid ${RESOLVED} is not its folder's name`,
    ]);
    expect(validateBcfZip(strToU8('not a zip')).errors[0]).toMatch(/^not a zip/);
  });
});
