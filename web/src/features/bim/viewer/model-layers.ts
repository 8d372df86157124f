import { LineSegments, Mesh, type Material, type Plane, type Raycaster } from 'three';
import type { MeshPart } from './mesh-part';
import { edgeLayer, meshLayer, paint, showOnly, type Layer } from './scene-layers';

export type ColourOf = (id: number) => readonly [number, number, number] | null;

/** Edges help reading a small model; on a large one they cost more than they show. */
export const EDGES_UP_TO = 4000;

/**
 * The model's drawn objects as its geometry streams in: each batch of parts becomes a merged layer
 * or two (solid, see-through) and takes on what is hidden and coloured now, so a storey hidden or an
 * element selected before its batch came stays so. Edges are drawn once all is in (a small model
 * only). Plain three.js objects, no renderer: tests pick and paint them in Node.
 */
export class ModelLayers {
  private drawn: { layer: Layer; object: Mesh | LineSegments }[] = [];
  private hidden: ReadonlySet<number> = new Set();
  private colourOf: ColourOf | null = null;
  /** The parts kept for the edges, until there are too many to draw them. */
  private kept: MeshPart[] | null = [];

  constructor(
    private readonly materials: { solid: Material; glass: Material; edges: Material },
    private readonly onObject: (object: Mesh | LineSegments, added: boolean) => void = () => undefined,
  ) {}

  get objects(): (Mesh | LineSegments)[] {
    return this.drawn.map((d) => d.object);
  }

  /** One more batch of parts, drawn as the ones before are. */
  add(parts: readonly MeshPart[]): void {
    const solid = parts.filter((p) => p.color[3] >= 1);
    const glass = parts.filter((p) => p.color[3] < 1);
    if (solid.length) this.show(meshLayer(solid, false), new Mesh(undefined, this.materials.solid));
    // See-through parts drawn after the solid ones.
    if (glass.length) this.show(meshLayer(glass, true), new Mesh(undefined, this.materials.glass), 1);
    if (this.kept) {
      this.kept.push(...parts);
      if (this.kept.length > EDGES_UP_TO) this.kept = null;
    }
  }

  /** All is in: the last parts, and the edges of a small model. */
  complete(rest: readonly MeshPart[]): void {
    if (rest.length) this.add(rest);
    if (this.kept?.length) this.show(edgeLayer(this.kept), new LineSegments(undefined, this.materials.edges));
    this.kept = null;
  }

  setHidden(hidden: ReadonlySet<number>): void {
    this.hidden = hidden;
    for (const { layer } of this.drawn) showOnly(layer, hidden);
  }

  setColours(colourOf: ColourOf): void {
    this.colourOf = colourOf;
    for (const { layer } of this.drawn) paint(layer, colourOf);
  }

  /** The element of the first triangle the ray meets on the kept side of `section`, or null. */
  pick(raycaster: Raycaster, section: Plane | null): number | null {
    const meshes = this.drawn.filter((d) => d.object instanceof Mesh);
    const hits = raycaster.intersectObjects(
      meshes.map((d) => d.object),
      false,
    );
    // The ray also meets what the section cut away.
    const hit = hits.find((h) => h.face && (!section || section.distanceToPoint(h.point) >= 0));
    const layer = meshes.find((d) => d.object === hit?.object)?.layer;
    return hit?.face && layer ? (layer.owner[hit.face.a] ?? null) : null;
  }

  dispose(): void {
    for (const { layer, object } of this.drawn) {
      this.onObject(object, false);
      layer.geometry.dispose();
    }
    this.drawn = [];
    this.kept = [];
  }

  private show(layer: Layer, object: Mesh | LineSegments, renderOrder = 0): void {
    if (this.hidden.size) showOnly(layer, this.hidden);
    if (this.colourOf) paint(layer, this.colourOf);
    object.geometry = layer.geometry;
    object.matrixAutoUpdate = false;
    object.renderOrder = renderOrder;
    this.drawn.push({ layer, object });
    this.onObject(object, true);
  }
}
