import type { Pin } from '@atelier/contract/reviews';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinLayer, pinName } from './pin-layer';
import { makePin } from './review.fixtures';

const pin = (number: number, overrides: Partial<Pin> = {}) =>
  makePin(number, { x: 0.1 * number, y: 0.2, ...overrides });

describe('PinLayer', () => {
  it('names each pin by number, sheet, page and first words', () => {
    expect(pinName(pin(3, { page: 2 }), 4)).toBe('Pin 3 on sheet 4, page 2: Look here 3');
    const long = pin(1, { comments: [{ ...pin(1).comments[0]!, body: 'x'.repeat(80) }] });
    expect(pinName(long, 1)).toBe(`Pin 1 on sheet 1: ${'x'.repeat(59)}…`);
  });

  it('places pins in % of the file, draws a box pin, and moves between pins with the arrows', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <PinLayer
        pins={[pin(1), pin(2, { w: 0.3, h: 0.2, status: 'resolved' })]}
        sheet={2}
        selectedId={null}
        onSelect={onSelect}
      />,
    );
    const first = screen.getByRole('button', { name: 'Pin 1 on sheet 2: Look here 1' });
    const second = screen.getByRole('button', { name: 'Pin 2 on sheet 2: Look here 2' });
    expect(first.parentElement).toHaveStyle({ left: '10%', top: '20%' });
    expect(second.parentElement).toHaveStyle({ width: '30%', height: '20%' });
    expect(second.parentElement).toHaveAttribute('data-status', 'resolved');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }));
  });
});
