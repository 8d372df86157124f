import type { Plane } from 'three';
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  EdgesGeometry,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import type { Box3, CameraView, Vec3 } from './camera';
import { highlightOf } from './failures';
import type { ModelContent } from './ifc-reader';
import { sectionPlane, type Section } from './section';

/**
 * The one place that draws with WebGL (three.js): the component hands it plain state (camera,
 * hidden and highlighted elements, the section) and asks it to pick and project. jsdom has no
 * WebGL, so tests give the component a fake scene (ViewerScene) instead.
 */
export interface ViewerScene {
  setModel(content: ModelContent): void;
  setCamera(view: CameraView): void;
  setHidden(elements: ReadonlySet<number>): void;
  setHighlights(selected: number | null, failed: ReadonlySet<number>, showFailures: boolean): void;
  setSection(section: Section | null, box: Box3 | undefined): void;
  /** The element under a point of the canvas (CSS px from its top left), or null. */
  pick(x: number, y: number): number | null;
  /** Where a point of the model is on the canvas (CSS px), or null when behind the camera. */
  project(point: Vec3): { x: number; y: number } | null;
  resize(width: number, height: number, pixelRatio: number): void;
  /** The canvas as it is now, as a PNG data URL. */
  snapshot(): string;
  /** Called after each frame drawn (pins follow the model). */
  onRendered(listener: () => void): () => void;
  dispose(): void;
}

export const FOV = 45;
export const COLOURS = {
  selected: 0x4f46e5,
  failed: 0xc62828,
  background: 0xeef1f6,
  edges: 0x3d4252,
} as const;
/** Edges help reading a small model; on a large one they would double the draw calls. */
const EDGES_UP_TO = 4000;

export function createScene(canvas: HTMLCanvasElement): ViewerScene {
  // preserveDrawingBuffer: a pin's snapshot reads the canvas after the frame was shown.
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setClearColor(COLOURS.background);
  const scene = new Scene();
  const camera = new PerspectiveCamera(FOV, 1, 0.05, 10_000);
  scene.add(new HemisphereLight(0xffffff, 0x8d8a84, 1.6));
  scene.add(new AmbientLight(0xffffff, 0.4));
  const sun = new DirectionalLight(0xffffff, 1.4);
  sun.position.set(0.6, 1, 0.35);
  scene.add(sun);

  const materials = new Map<string, MeshLambertMaterial>();
  const materialOf = (rgba: readonly number[]) => {
    const key = rgba.map((c) => c.toFixed(3)).join(',');
    let m = materials.get(key);
    if (!m) {
      const [r = 0.8, g = 0.8, b = 0.8, a = 1] = rgba;
      m = new MeshLambertMaterial({
        color: new Color(r, g, b),
        side: DoubleSide,
        transparent: a < 1,
        opacity: a,
      });
      materials.set(key, m);
    }
    return m;
  };
  const selectedMaterial = new MeshLambertMaterial({ color: COLOURS.selected, side: DoubleSide });
  const failedMaterial = new MeshLambertMaterial({ color: COLOURS.failed, side: DoubleSide });
  const edgeMaterial = new LineBasicMaterial({ color: COLOURS.edges, transparent: true, opacity: 0.45 });

  let meshes: Mesh[] = [];
  let byElement = new Map<number, Object3D[]>();
  const raycaster = new Raycaster();
  const listeners = new Set<() => void>();
  let section: Plane | null = null;
  let frame = 0;

  const render = () => {
    frame = 0;
    renderer.render(scene, camera);
    for (const listener of listeners) listener();
  };
  const invalidate = () => {
    frame ||= requestAnimationFrame(render);
  };

  const clear = () => {
    for (const objects of byElement.values()) for (const o of objects) scene.remove(o);
    for (const mesh of meshes) mesh.geometry.dispose();
    meshes = [];
    byElement = new Map();
  };

  return {
    setModel(content) {
      clear();
      const withEdges = content.parts.length <= EDGES_UP_TO;
      for (const part of content.parts) {
        const geometry = new BufferGeometry();
        geometry.setAttribute('position', new BufferAttribute(part.positions, 3));
        geometry.setAttribute('normal', new BufferAttribute(part.normals, 3));
        geometry.setIndex(new BufferAttribute(part.indices, 1));
        const own = materialOf(part.color);
        const mesh = new Mesh(geometry, own);
        mesh.userData = { expressID: part.expressID, own };
        mesh.matrixAutoUpdate = false;
        scene.add(mesh);
        meshes.push(mesh);
        const objects = byElement.get(part.expressID) ?? [];
        objects.push(mesh);
        if (withEdges) {
          const edges = new LineSegments(new EdgesGeometry(geometry, 30), edgeMaterial);
          edges.matrixAutoUpdate = false;
          scene.add(edges);
          objects.push(edges);
        }
        byElement.set(part.expressID, objects);
      }
      invalidate();
    },
    setCamera(view) {
      camera.position.set(...view.position);
      camera.lookAt(new Vector3(...view.target));
      const distance = camera.position.distanceTo(new Vector3(...view.target));
      camera.near = Math.max(0.01, distance / 1000);
      camera.far = Math.max(1000, distance * 100);
      camera.updateProjectionMatrix();
      camera.updateMatrixWorld();
      invalidate();
    },
    setHidden(hidden) {
      for (const [id, objects] of byElement) for (const o of objects) o.visible = !hidden.has(id);
      invalidate();
    },
    setHighlights(selected, failed, showFailures) {
      for (const mesh of meshes) {
        const id = mesh.userData.expressID as number;
        const highlight = highlightOf(id, selected, failed, showFailures);
        mesh.material =
          highlight === 'selected'
            ? selectedMaterial
            : highlight === 'failed'
              ? failedMaterial
              : (mesh.userData.own as Material);
      }
      invalidate();
    },
    setSection(next, box) {
      section = next && box ? sectionPlane(next, box) : null;
      renderer.clippingPlanes = section ? [section] : [];
      invalidate();
    },
    pick(x, y) {
      const { width, height } = canvas.getBoundingClientRect();
      if (!width || !height) return null;
      raycaster.setFromCamera(new Vector2((x / width) * 2 - 1, -(y / height) * 2 + 1), camera);
      const hits = raycaster.intersectObjects(
        meshes.filter((m) => m.visible),
        false,
      );
      // The ray also meets what the section cut away; the first hit on the kept side counts.
      const hit = hits.find((h) => !section || section.distanceToPoint(h.point) >= 0);
      return hit ? (hit.object.userData.expressID as number) : null;
    },
    project(point) {
      const v = new Vector3(...point).project(camera);
      if (v.z > 1 || v.z < -1) return null;
      const { width, height } = canvas.getBoundingClientRect();
      return { x: ((v.x + 1) / 2) * width, y: ((1 - v.y) / 2) * height };
    },
    resize(width, height, pixelRatio) {
      renderer.setPixelRatio(Math.min(pixelRatio, 2));
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      invalidate();
    },
    snapshot() {
      render();
      return canvas.toDataURL('image/png');
    },
    onRendered(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      clear();
      for (const m of materials.values()) m.dispose();
      selectedMaterial.dispose();
      failedMaterial.dispose();
      edgeMaterial.dispose();
      renderer.dispose();
    },
  };
}
