import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givePointerEvents, layOutAs } from '../../../../test/pointer';
import { ZoomPan } from './zoom-pan';

const sheet = { width: 2000, height: 1000 };

// A viewport of 1032 × 632 px; presses as a mouse sends them.
givePointerEvents();
beforeEach(() => layOutAs(1032, 632));
afterEach(() => vi.restoreAllMocks());

function view(props: Partial<Parameters<typeof ZoomPan>[0]> = {}) {
  render(
    <ZoomPan content={sheet} label="Sheet 2 of 6: plan.pdf" {...props}>
      <div>the sheet</div>
    </ZoomPan>,
  );
  return screen.getByRole('group', { name: /Sheet 2 of 6: plan\.pdf/ });
}

const zoom = () => screen.getByRole('status', { name: 'Zoom' }).textContent;

/** A press, moves and a release at viewport points (pointer events as a mouse sends them). */
function drag(target: HTMLElement, points: [number, number][]) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: first![0], clientY: first![1] });
  for (const [x, y] of rest) fireEvent.pointerMove(target, { pointerId: 1, clientX: x, clientY: y });
  const [x, y] = points.at(-1)!;
  fireEvent.pointerUp(target, { pointerId: 1, clientX: x, clientY: y });
}

describe('ZoomPan', () => {
  it('fits the file first, and zooms and fits by keyboard', async () => {
    const user = userEvent.setup();
    const viewport = view();
    expect(zoom()).toBe('50 %');
    viewport.focus();
    await user.keyboard('+');
    expect(zoom()).toBe('63 %');
    await user.keyboard('1');
    expect(zoom()).toBe('100 %');
    await user.keyboard('-');
    expect(zoom()).toBe('80 %');
    await user.keyboard('0');
    expect(zoom()).toBe('50 %');
  });

  it('zooms from the toolbar and with the wheel', async () => {
    const user = userEvent.setup();
    const viewport = view();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe('63 %');
    await user.click(screen.getByRole('button', { name: 'Fit' }));
    fireEvent.wheel(viewport, { deltaY: -100, clientX: 300, clientY: 200 });
    expect(zoom()).toBe('63 %');
    fireEvent.wheel(viewport, { deltaY: 100, clientX: 300, clientY: 200 });
    expect(zoom()).toBe('50 %');
  });

  it('names the place a click points at with the Pin tool, as shares of the file', () => {
    const onPoint = vi.fn();
    const viewport = view({ tool: 'point', onPoint });
    // Fitted at 50 %, the file starts at (16, 66): its middle is at (516, 316).
    drag(viewport, [[516, 316]]);
    expect(onPoint).toHaveBeenCalledWith({ x: 0.5, y: 0.5 });
  });

  it('names the box a drag draws with the Box tool, whichever way it goes, and nothing for a click', () => {
    const onBox = vi.fn();
    const viewport = view({ tool: 'box', onBox });
    drag(viewport, [
      [516, 316],
      [400, 250],
      [216, 116],
    ]);
    expect(onBox).toHaveBeenCalledTimes(1);
    const box = onBox.mock.calls[0]![0] as { x: number; y: number; w: number; h: number };
    expect(box.x).toBeCloseTo(0.2);
    expect(box.y).toBeCloseTo(0.1);
    expect(box.w).toBeCloseTo(0.3);
    expect(box.h).toBeCloseTo(0.4);
    drag(viewport, [[516, 316]]);
    expect(onBox).toHaveBeenCalledTimes(1);
  });

  it('moves the file with a drag of the Move tool and never calls for a pin', () => {
    const onPoint = vi.fn();
    const viewport = view({ onPoint });
    const stage = screen.getByText('the sheet').parentElement!;
    expect(stage.style.transform).toBe('translate(16px, 66px) scale(0.5)');
    drag(viewport, [
      [500, 300],
      [400, 250],
    ]);
    expect(stage.style.transform).toBe('translate(-84px, 16px) scale(0.5)');
    expect(onPoint).not.toHaveBeenCalled();
  });
});
