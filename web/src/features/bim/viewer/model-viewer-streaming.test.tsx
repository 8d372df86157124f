import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { frame } from './camera';
import { ModelClient } from './model-client';
import { ModelViewer } from './model-viewer';
import { FOV } from './scene';
import { content, fakeScene, squarePart, steppedWorker } from './viewer.fixtures';

const firstBox = { min: [0, 0, 0], max: [2, 0, 1] } as const;
const laterBox = { min: [4, 0, 0], max: [5, 0, 1] } as const;

describe('ModelViewer while the model streams in', () => {
  it('draws the first batch framed, adds the later ones without moving the camera, and completes', async () => {
    const user = userEvent.setup();
    const scene = fakeScene();
    const { worker, send } = steppedWorker();
    render(
      <ModelViewer
        url="/api/files/big.ifc"
        label="Model of revision 1: big.ifc"
        makeScene={() => scene}
        makeClient={() => new ModelClient(worker)}
      />,
    );
    const first = [squarePart(52, 0), squarePart(98, 1)];
    await act(async () => send({ kind: 'parts', batch: { parts: first, box: firstBox, elements: 2 } }));
    expect(scene.addParts).toHaveBeenCalledWith(first);
    expect(scene.setCamera).toHaveBeenCalledTimes(1);
    // jsdom lays nothing out: the viewer frames for a 4:3 view.
    expect(scene.setCamera).toHaveBeenLastCalledWith(frame(firstBox, FOV, 4 / 3));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the model… 2 elements');

    // The user turns the view, then a later batch comes: the camera stays where the user put it.
    screen.getByRole('application').focus();
    await user.keyboard('{ArrowRight}');
    const turned = scene.setCamera.mock.lastCall![0];
    const later = [squarePart(143, 4)];
    await act(async () => send({ kind: 'parts', batch: { parts: later, box: laterBox, elements: 3 } }));
    expect(scene.addParts).toHaveBeenLastCalledWith(later);
    expect(scene.setCamera).toHaveBeenCalledTimes(2);
    expect(scene.setCamera.mock.lastCall![0]).toEqual(turned);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the model… 3 elements');

    // A click on an element of the later batch selects it before all is in.
    scene.pick.mockReturnValue(143);
    await user.pointer({
      keys: '[MouseLeft]',
      target: screen.getByRole('application'),
      coords: { x: 5, y: 5 },
    });
    expect(scene.setHighlights.mock.lastCall![0]).toBe(143);

    await act(async () => send({ kind: 'opened', content, marks: {} }));
    expect(scene.setModel).toHaveBeenCalledTimes(1);
    expect(scene.addParts).toHaveBeenCalledTimes(2);
    expect(scene.setCamera).toHaveBeenCalledTimes(2);
    expect(scene.clear).not.toHaveBeenCalled();
    expect(await screen.findByText('Selected IfcDoor ‘Door-GF-01’.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
