import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { viewFromIfc } from './camera';
import { LazyModelViewer } from './lazy-model-viewer';
import { ModelClient } from './model-client';
import { ModelViewer } from './model-viewer';
import type { ModelPin } from './types';
import { fakeScene, fakeWorker, Y_UP } from './viewer.fixtures';

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
  // The model handed to the scene and framed (effects after the text, on a busy machine).
  await waitFor(() => expect(scene.setCamera).toHaveBeenCalled());
  return scene;
}

// jsdom has no PointerEvent: without it the events carry no coordinates.
beforeAll(() => {
  if ('PointerEvent' in window) return;
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEvent, configurable: true });
});

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
    // A selected element is let go when its storey is hidden.
    await user.click(screen.getAllByText(/elements?$/)[1]!);
    await user.click(screen.getByRole('button', { name: 'IfcWall ‘Wall-FF-South’' }));
    expect(scene.setHighlights.mock.lastCall![0]).toBe(160);
    await user.click(screen.getByRole('checkbox', { name: /First floor/ }));
    expect(scene.setHighlights.mock.lastCall![0]).toBeNull();
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
    await waitFor(() => expect([...scene.setHighlights.mock.lastCall![1]]).toEqual([98]));
    expect(scene.setHighlights.mock.lastCall![2]).toBe(true);
    expect(screen.getByText('1 failing element is not in this model.')).toBeInTheDocument();
    await user.click(screen.getAllByText(/elements?/)[0]!);
    expect(screen.getByRole('button', { name: 'IfcWall ‘Wall-GF-North’ · fails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IfcWall ‘Wall-GF-South’' })).toBeInTheDocument();
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
    // A plan cut below the door's middle takes its marker away; the side panel still lists the pin.
    expect(marker[0]).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Section plane' }));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '0' } });
    await waitFor(() => expect(marker[0]).not.toBeVisible());
    expect(marker[1]).toBeVisible();
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

  it('pins the element chosen from its storey’s list, without pointing at the view', async () => {
    const user = userEvent.setup();
    const onPlacePin = vi.fn();
    await open({ onPlacePin });
    const pinSelected = screen.getByRole('button', { name: 'Pin the selected element' });
    expect(pinSelected).toBeDisabled();
    await user.click(screen.getAllByText(/elements?$/)[0]!);
    await user.click(screen.getByRole('button', { name: 'IfcDoor ‘Door-GF-01’' }));
    await user.click(pinSelected);
    const placed = onPlacePin.mock.lastCall![0];
    expect(placed.globalId).toBe('0DoorGF010000000000000');
    expect(placed.snapshot).toMatch(/^data:image\/png;base64,/);
    placed.camera.target.forEach((v: number, i: number) => expect(v).toBeCloseTo([5, 3, 3][i]!, 6));
  });

  it('shows a pin the page chose (its thread in the review) from its viewpoint, once per choice', async () => {
    const scene = fakeScene();
    const props = {
      url: '/api/files/model.ifc',
      label: 'Model of revision 1: house.ifc',
      pins: [pin],
      makeScene: () => scene,
      makeClient: () => new ModelClient(fakeWorker()),
    };
    const { rerender } = render(<ModelViewer {...props} selectedPinId={null} />);
    await screen.findByText(/Model ready: 4 elements on 2 storeys/);
    await waitFor(() => expect(scene.setCamera).toHaveBeenCalled());
    expect(scene.setCamera).not.toHaveBeenLastCalledWith(viewFromIfc(pin.camera, Y_UP));
    rerender(<ModelViewer {...props} selectedPinId="p1" />);
    await waitFor(() => expect(scene.setCamera).toHaveBeenLastCalledWith(viewFromIfc(pin.camera, Y_UP)));
    expect(screen.getByRole('button', { name: 'IfcDoor ‘Door-GF-01’' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The same choice again (a poll handing new pins) does not move the camera the user has turned since.
    const calls = scene.setCamera.mock.calls.length;
    rerender(<ModelViewer {...props} pins={[{ ...pin }]} selectedPinId="p1" />);
    expect(scene.setCamera.mock.calls.length).toBe(calls);
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

  it('clears the selection with Escape', async () => {
    const user = userEvent.setup();
    const scene = await open();
    await user.click(screen.getAllByText(/elements?$/)[0]!);
    await user.click(screen.getByRole('button', { name: 'IfcDoor ‘Door-GF-01’' }));
    expect(scene.setHighlights.mock.lastCall![0]).toBe(143);
    screen.getByRole('application').focus();
    await user.keyboard('{Escape}');
    expect(scene.setHighlights.mock.lastCall![0]).toBeNull();
    expect(screen.getByText(/Click an element, or choose one/)).toBeInTheDocument();
  });

  it('zooms with a two-finger pinch and turns with one finger', async () => {
    const scene = await open();
    const view = screen.getByRole('application');
    const distance = () => {
      const v = scene.setCamera.mock.lastCall![0];
      return Math.hypot(...v.position.map((p, i) => p - v.target[i]!));
    };
    const before = distance();
    act(() => {
      fireEvent.pointerDown(view, { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerDown(view, { pointerId: 2, clientX: 200, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerMove(view, { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'touch' });
    });
    // The fingers moved twice as far apart: the camera is half as far away.
    expect(distance()).toBeCloseTo(before / 2, 3);
    act(() => {
      fireEvent.pointerUp(view, { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(view, { pointerId: 1, clientX: 100, clientY: 100, pointerType: 'touch' });
    });
    // Lifting two fingers is no click.
    expect(scene.pick).not.toHaveBeenCalled();
    const pinched = scene.setCamera.mock.lastCall![0];
    act(() => {
      fireEvent.pointerDown(view, { pointerId: 3, clientX: 100, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerMove(view, { pointerId: 3, clientX: 160, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(view, { pointerId: 3, clientX: 160, clientY: 100, pointerType: 'touch' });
    });
    expect(scene.setCamera.mock.lastCall![0].position).not.toEqual(pinched.position);
    expect(distance()).toBeCloseTo(before / 2, 3);
    expect(scene.pick).not.toHaveBeenCalled();
  });

  it('keeps the model open when only its signed link changes, and opens another model afresh', async () => {
    const worker = fakeWorker();
    const post = vi.spyOn(worker, 'postMessage');
    const scene = fakeScene();
    const props = { label: 'Model', makeScene: () => scene, makeClient: () => new ModelClient(worker) };
    const { rerender } = render(<ModelViewer url="/api/files/a.ifc?sig=1" modelId="file-a" {...props} />);
    await screen.findByText(/Model ready/);
    rerender(<ModelViewer url="/api/files/a.ifc?sig=2" modelId="file-a" {...props} />);
    expect(post.mock.calls.filter(([r]) => r.kind === 'open')).toHaveLength(1);
    rerender(<ModelViewer url="/api/files/b.ifc?sig=2" modelId="file-b" {...props} />);
    await waitFor(() => expect(post.mock.calls.filter(([r]) => r.kind === 'open')).toHaveLength(2));
    expect(post.mock.lastCall![0]).toMatchObject({ kind: 'open', url: '/api/files/b.ifc?sig=2' });
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

  it('comes in its own chunk, saying so while it loads', async () => {
    const scene = fakeScene();
    render(
      <LazyModelViewer
        url="/api/files/model.ifc"
        label="Model"
        makeScene={() => scene}
        makeClient={() => new ModelClient(fakeWorker())}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Opening the model viewer…');
    expect(await screen.findByText(/Model ready/)).toBeInTheDocument();
    await waitFor(() => expect(scene.setModel).toHaveBeenCalled());
  });
});
