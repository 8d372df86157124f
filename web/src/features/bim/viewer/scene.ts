import type { Material, Plane } from 'three';
import {
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  LineBasicMaterial,
  Mesh,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Box3, CameraView, Vec3 } from './camera';
import { highlightOf } from './failures';
import type { ModelContent } from './ifc-reader';
import type { MeshPart } from './mesh-part';
import { ModelLayers } from './model-layers';
import { sectionPlane, type Section } from './section';

/**
 * The one place that draws with WebGL (three.js): the component hands it plain state (camera,
 * hidden and highlighted elements, the section) and asks it to pick and project. jsdom has no
 * WebGL, so tests give the component a fake scene (ViewerScene) instead.
 */
export interface ViewerScene {
  /** A batch of the model's geometry as it streams in (drawn with what is hidden and coloured now). */
  addParts(parts: readonly MeshPart[]): void;
  /** All is in: the parts not sent in batches (`content.parts`) and the edges. */
  setModel(content: ModelContent): void;
  /** Forgets the model drawn (another one is opened). */
  clear(): void;
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

  const solidMaterial = new MeshLambertMaterial({ vertexColors: true, side: DoubleSide });
  const glassMaterial = new MeshLambertMaterial({
    vertexColors: true,
    side: DoubleSide,
    transparent: true,
    depthWrite: false,
  });
  const edgeMaterial = new LineBasicMaterial({ color: COLOURS.edges, transparent: true, opacity: 0.45 });
  const linear = (hex: number) => {
    const c = new Color(hex);
    return [c.r, c.g, c.b] as const;
  };
  const selectedColour = linear(COLOURS.selected);
  const failedColour = linear(COLOURS.failed);

  const layers = new ModelLayers(
    { solid: solidMaterial, glass: glassMaterial, edges: edgeMaterial },
    (object, added) => (added ? scene.add(object) : scene.remove(object)),
  );
  precompile(renderer, scene, camera, [solidMaterial, glassMaterial]);
  const raycaster = new Raycaster();
  const listeners = new Set<() => void>();
  let section: Plane | null = null;
  let frame = 0;

  let drawn = false;
  const render = () => {
    frame = 0;
    renderer.render(scene, camera);
    if (!drawn && layers.objects.length > 0) {
      drawn = true;
      performance.mark('model-viewer:first-frame');
    }
    for (const listener of listeners) listener();
  };
  const invalidate = () => {
    frame ||= requestAnimationFrame(render);
  };

  return {
    addParts(parts) {
      layers.add(parts);
      invalidate();
    },
    setModel(content) {
      layers.complete(content.parts);
      invalidate();
    },
    clear() {
      layers.dispose();
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
      layers.setHidden(hidden);
      invalidate();
    },
    setHighlights(selected, failed, showFailures) {
      const colourOf = (id: number) => {
        const highlight = highlightOf(id, selected, failed, showFailures);
        return highlight === 'selected' ? selectedColour : highlight === 'failed' ? failedColour : null;
      };
      layers.setColours(colourOf);
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
      return layers.pick(raycaster, section);
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
      layers.dispose();
      solidMaterial.dispose();
      glassMaterial.dispose();
      edgeMaterial.dispose();
      renderer.dispose();
    },
  };
}

/**
 * Compiles the model's shaders while the worker is still reading it (the page is idle then): on a
 * software renderer the first draw of a new material costs hundreds of milliseconds, and that draw
 * would otherwise be the model's first frame. A triangle per material, with the attributes the
 * model's layers have (colours of 3 for the solid layer, of 4 for the see-through one), compiled
 * against the scene's lights and removed.
 */
function precompile(renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera, materials: Material[]) {
  const meshes = materials.map((material, i) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
    geometry.setAttribute('normal', new BufferAttribute(new Float32Array(9), 3));
    geometry.setAttribute('color', new BufferAttribute(new Float32Array(i === 0 ? 9 : 12), i === 0 ? 3 : 4));
    geometry.setIndex(new BufferAttribute(new Uint32Array([0, 1, 2]), 1));
    const mesh = new Mesh(geometry, material);
    scene.add(mesh);
    return mesh;
  });
  try {
    renderer.compile(scene, camera);
  } finally {
    for (const mesh of meshes) {
      scene.remove(mesh);
      mesh.geometry.dispose();
    }
  }
}
