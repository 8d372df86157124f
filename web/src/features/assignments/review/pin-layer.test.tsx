import type { Pin } from '@atelier/contract/reviews';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinLayer } from './pin-layer';

const pin = (number: number, body: string, extra: Partial<Pin> = {}): Pin => ({
  id: `p${number}`,
  number,
  revision: 1,
  fileId: 'f1',
  page: 2,
  x: 0.1,
  y: 0.2,
  w: null,
  h: null,
  status: 'open',
  resolvedAt: null,
  resolutionNote: null,
  comments: [
    { id: `c${number}`, author: { _id: 'a', name: 'Ana', role: 'admin' }, body, createdAt: '2026-11-01' },
  ],
  ...extra,
});

describe('PinLayer', () => {
  it('names each pin by number, sheet and first words, and selects one by keyboard', async () => {
    const onSelect = vi.fn();
    const pins = [pin(1, 'The wall is too thin here'), pin(3, 'Door swing', { w: 0.2, h: 0.1 })];
    render(<PinLayer pins={pins} onSelect={onSelect} />);
    const first = screen.getByRole('button', { name: 'Pin 1 on sheet 2: The wall is too thin here' });
    expect(screen.getByRole('button', { name: 'Pin 3 on sheet 2: Door swing' })).toHaveStyle({
      width: '20%',
    });
    first.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(pins[1]);
  });
});
