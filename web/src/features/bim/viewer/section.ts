import { Plane, Vector3 } from 'three';
import type { Box3 } from './camera';
import { sectionCut, type Section } from './section-maths';

export { type Section };

/** The clipping plane of a section: what lies beyond the cut (above it, for a plan cut) is not drawn. */
export function sectionPlane(section: Section, box: Box3): Plane {
  const { normal, constant } = sectionCut(section, box);
  return new Plane(new Vector3(...normal), constant);
}
