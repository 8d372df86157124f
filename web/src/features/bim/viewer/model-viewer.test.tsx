import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { viewFromIfc, type CameraView } from './camera';
import type { ModelContent } from './ifc-reader';
import { ModelClient, type WorkerLike } from './model-client';
import { ModelViewer } from './model-viewer';
import { elementProperties } from './properties';
import type { ViewerScene } from './scene';
import type { ModelPin } from './types';
import type { WorkerAnswer, WorkerRequest } from './worker-protocol';

// The model as the worker would hand it over (geometry left out: the fake scene draws nothing).
const Y_UP = [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, -3, 0, 1];
const box = (x: number, y: number, z: number) => ({
  min: [x, y, z] as const,
  max: [x + 1, y + 1, z + 1] as const,
});
const content: ModelContent = {
  schema: 'IFC4',
  coordination: Y_UP,
  box: { min: [0, -3, -6], max: [10, 3, 0] },
  parts: [],
  storeys: [
    { expressID: 10, name: 'Ground floor', elevation: 0, elements: [52, 98, 143] },
    { expressID: 20, name: 'First floor', elevation: 3, elements: [160] },
  ],
  elements: [
    {
      expressID: 52,
      globalId: '0WallGFSouth0000000000',
      entity: 'IfcWall',
      name: 'Wall-GF-South',
      box: box(0, -3, -0.3),
    },
    {
      expressID: 98,
      globalId: '0WallGFNorth0000000000',
      entity: 'IfcWall',
      name: 'Wall-GF-North',
      box: box(0, -3, -6),
    },
    {
      expressID: 143,
      globalId: '0DoorGF010000000000000',
      entity: 'IfcDoor',
      name: 'Door-GF-01',
      box: box(4, -3, 0),
    },
    {
      expressID: 160,
      globalId: '0WallFFSouth0000000000',
      entity: 'IfcWall',
      name: 'Wall-FF-South',
      box: box(0, 0, -0.3),
    },
  ],
};

function fakeWorker(answer: 'ok' | 'broken' = 'ok'): WorkerLike {
  let listener: ((event: MessageEvent<WorkerAnswer>) => void) | undefined;
  const reply = (data: WorkerAnswer) => setTimeout(() => listener?.({ data } as MessageEvent<WorkerAnswer>));
  return {
    postMessage(request: WorkerRequest) {
      if (answer === 'broken')
        return reply({
          id: request.id,
          kind: 'failed',
          message: 'This file could not be read as an IFC model.',
        });
      if (request.kind === 'open') return reply({ id: request.id, kind: 'opened', content });
      const e = content.elements.find((x) => x.expressID === request.expressID)!;
      const line = { expressID: e.expressID, GlobalId: { value: e.globalId }, Name: { value: e.name } };
      const pset = {
        Name: { value: 'Pset_WallCommon' },
        HasProperties: [
          { Name: { value: 'FireRating' }, NominalValue: { value: 'REI60', name: 'IFCLABEL' } },
        ],
      };
      reply({ id: request.id, kind: 'properties', properties: elementProperties(line, e.entity, [pset]) });
    },
    addEventListener(type: string, l: unknown) {
      if (type === 'message') listener = l as typeof listener;
    },
    terminate: () => undefined,
  };
}

function fakeScene() {
  const scene = {
    setModel: vi.fn(),
    setCamera: vi.fn<(view: CameraView) => void>(),
    setHidden: vi.fn<(hidden: ReadonlySet<number>) => void>(),
    setHighlights: vi.fn<(selected: number | null, failed: ReadonlySet<number>, show: boolean) => void>(),
    setSection: vi.fn(),
    pick: vi.fn(() => 143),
    project: vi.fn(() => ({ x: 20, y: 30 })),
    resize: vi.fn(),
    snapshot: vi.fn(() => 'data:image/png;base64,iVBORw0KGgo='),
    onRendered: vi.fn(() => () => undefined),
    dispose: vi.fn(),
  } satisfies ViewerScene;
  return scene;
}

const pin: ModelPin = {
  id: 'p1',
  number: 1,
  globalId: '0DoorGF010000000000000',
  camera: { position: [1.5, -5, 2.6], target: [4.5, 0.15, 1.05] },
  status: 'open',
};

async function open(props: Partial<React.ComponentProps<typeof ModelViewer>> = {}, worker = fakeWorker()) {
  const scene = fakeScene();
  const makeScene = () => scene;
  const makeClient = () => new ModelClient(worker);
  render(
    <ModelViewer
      url="/api/files/model.ifc"
      label="Model of revision 1: house.ifc"
      makeScene={makeScene}
      makeClient={makeClient}
      {...props}
    />,
  );
  await screen.findByText(/Model ready: 4 elements on 2 storeys/);
  return scene;
}

describe('ModelViewer', () => {
  it('names the view for screen readers and tells how to move it', async () => {
    await open();
    const view = screen.getByRole('application', { name: 'Model of revision 1: house.ifc' });
    expect(view).toHaveAccessibleDescription(/arrows turn.*0 fits the model/);
  });

  it('hides a storey’s elements when its box is unticked', async () => {
    const user = userEvent.setup();
    const scene = await open();
    await user.click(screen.getByRole('checkbox', { name: /First floor/ }));
    expect([...scene.setHidden.mock.lastCall![0]]).toEqual([160]);
    await user.click(screen.getByRole('checkbox', { name: /First floor/ }));
    expect(scene.setHidden.mock.lastCall![0].size).toBe(0);
  });

  it('shows an element chosen from its storey: entity, Name, GlobalId and property sets', async () => {
    const user = userEvent.setup();
    const scene = await open();
    await user.click(screen.getAllByText(/elements?$/)[0]!);
    await user.click(screen.getByRole('button', { name: 'IfcWall ‘Wall-GF-North’' }));
    const details = screen.getByRole('complementary', { name: 'Model details' });
    expect(await within(details).findByText('0WallGFNorth0000000000')).toBeInTheDocument();
    expect(within(details).getByRole('table', { name: 'Pset_WallCommon' })).toHaveTextContent(
      'FireRatingREI60',
    );
    expect(scene.setHighlights.mock.lastCall![0]).toBe(98);
    expect(screen.getByText('Selected IfcWall ‘Wall-GF-North’.')).toBeInTheDocument();
  });

  it('colours the failing elements while “Show failures” is ticked', async () => {
    const user = userEvent.setup();
    const scene = await open({ failures: ['0WallGFNorth0000000000', '0NotInThisRevision0000'] });
    expect([...scene.setHighlights.mock.lastCall![1]]).toEqual([98]);
    expect(scene.setHighlights.mock.lastCall![2]).toBe(true);
    expect(screen.getByText('1 failing element is not in this model.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Show failures/ }));
    expect(scene.setHighlights.mock.lastCall![2]).toBe(false);
  });

  it('restores a pin’s viewpoint (kept in IFC coordinates) and tells the page', async () => {
    const user = userEvent.setup();
    const onSelectPin = vi.fn();
    const scene = await open({ pins: [pin], onSelectPin });
    const marker = screen.getAllByRole('button', { name: 'Pin 1 (open) on IfcDoor ‘Door-GF-01’' });
    expect(marker).toHaveLength(2); // the marker at the door and the entry in the side panel
    await user.click(marker[1]!);
    expect(onSelectPin).toHaveBeenCalledWith(pin);
    expect(scene.setCamera).toHaveBeenLastCalledWith(viewFromIfc(pin.camera, Y_UP));
  });

  it('places a pin with the Pin tool: the element’s GlobalId, the viewpoint in IFC coordinates and a snapshot', async () => {
    const user = userEvent.setup();
    const onPlacePin = vi.fn();
    const scene = await open({ onPlacePin });
    await user.click(screen.getByRole('button', { name: 'Pin' }));
    expect(screen.getByRole('button', { name: 'Pin' })).toHaveAttribute('aria-pressed', 'true');
    const view = screen.getByRole('application');
    act(() => {
      fireEvent.pointerDown(view, { pointerId: 1, clientX: 40, clientY: 50, button: 0 });
      fireEvent.pointerUp(view, { pointerId: 1, clientX: 40, clientY: 50, button: 0 });
    });
    expect(scene.pick).toHaveBeenCalled();
    const placed = onPlacePin.mock.lastCall![0];
    expect(placed.globalId).toBe('0DoorGF010000000000000');
    expect(placed.snapshot).toMatch(/^data:image\/png;base64,/);
    // The drawn camera looks at the model's middle, (5, 0, -3); in IFC that is (5, 3, 3).
    placed.camera.target.forEach((v: number, i: number) => expect(v).toBeCloseTo([5, 3, 3][i]!, 6));
  });

  it('turns and zooms from the keyboard', async () => {
    const user = userEvent.setup();
    const scene = await open();
    const before = scene.setCamera.mock.lastCall![0];
    screen.getByRole('application').focus();
    await user.keyboard('{ArrowRight}');
    const turned = scene.setCamera.mock.lastCall![0];
    expect(turned.position).not.toEqual(before.position);
    expect(turned.target).toEqual(before.target);
    await user.keyboard('+');
    expect(scene.setCamera.mock.lastCall![0].position).not.toEqual(turned.position);
  });

  it('says so when the model cannot be read', async () => {
    render(
      <ModelViewer
        url="/api/files/broken.ifc"
        label="Model"
        makeScene={() => fakeScene()}
        makeClient={() => new ModelClient(fakeWorker('broken'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file could not be read as an IFC model.',
    );
  });
});
