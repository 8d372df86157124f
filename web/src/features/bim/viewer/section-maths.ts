import type { Box3, Vec3 } from './camera';

/**
 * A section through the model: along which axis it cuts (height — a plan cut, or one of the two
 * horizontal directions) and where, as a share 0..1 of the model's extent along that axis.
 */
export type SectionAxis = 'height' | 'east-west' | 'north-south';

export interface Section {
  axis: SectionAxis;
  at: number;
}

/** Model axis (Y up) of each section axis: IFC's x runs east, its y north (three's -z). */
const AXIS: Record<SectionAxis, 0 | 1 | 2> = { height: 1, 'east-west': 0, 'north-south': 2 };

export const SECTION_AXES: readonly { axis: SectionAxis; label: string }[] = [
  { axis: 'height', label: 'Horizontal (plan)' },
  { axis: 'east-west', label: 'Vertical, moving east–west' },
  { axis: 'north-south', label: 'Vertical, moving north–south' },
];

/** How far the cut is from where the model begins along its axis (bottom, west end, north end), in metres. */
export function sectionOffset(section: Section, box: Box3): number {
  const i = AXIS[section.axis];
  return (box.max[i] - box.min[i]) * Math.min(1, Math.max(0, section.at));
}

export const SECTION_FROM: Record<SectionAxis, string> = {
  height: 'above the lowest point',
  'east-west': 'from the west end',
  'north-south': 'from the north end',
};

/** Where the cut is, in drawn coordinates along its axis. */
export function sectionPosition(section: Section, box: Box3): number {
  const i = AXIS[section.axis];
  const at = Math.min(1, Math.max(0, section.at));
  return box.min[i] + (box.max[i] - box.min[i]) * at;
}

/**
 * The plane as normal and constant (three.js keeps what has normal·p + constant ≥ 0): the part of
 * the model below the cut stays (west of it, or north of it, for the vertical ones), so that at 1
 * the whole model shows and moving the slider down uncovers the inside.
 */
export function sectionCut(section: Section, box: Box3): { normal: Vec3; constant: number } {
  const i = AXIS[section.axis];
  const position = sectionPosition(section, box);
  const normal: [number, number, number] = [0, 0, 0];
  normal[i] = -1;
  return { normal, constant: position };
}

/** Whether a point of the model is on the kept side of the section. */
export function keeps(section: Section, box: Box3, point: Vec3): boolean {
  const { normal, constant } = sectionCut(section, box);
  return normal[0] * point[0] + normal[1] * point[1] + normal[2] * point[2] + constant >= 0;
}
