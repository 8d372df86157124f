import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendanceChart } from './attendance-chart';

const CIRCUMFERENCE = 2 * Math.PI * 38;

function arcs(container: HTMLElement) {
  return [...container.querySelectorAll('circle')].map((circle) => {
    const [length = NaN] = (circle.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    return {
      part: circle.dataset.part,
      color: circle.getAttribute('stroke'),
      length,
      offset: Number(circle.getAttribute('stroke-dashoffset')),
    };
  });
}

/** A ring of these parts (name and value; the colours are made up). */
function ring(parts: [name: string, value: number][], label = 'ring') {
  const colors = ['#111111', '#eeeeee'];
  return render(
    <AttendanceChart
      parts={parts.map(([name, value], i) => ({ name, value, color: colors[i]! }))}
      value="x"
      caption="of 28 days"
      label={label}
      height={150}
    />,
  );
}

describe('AttendanceChart', () => {
  it('draws each part as an arc in proportion, the second starting where the first ends', () => {
    const { container } = render(
      <AttendanceChart
        parts={[
          { name: 'Active', value: 7, color: '#111111' },
          { name: 'Not active', value: 21, color: '#eeeeee' },
        ]}
        value="7"
        caption="of 28 days"
        label="Active on 7 days of the last 28"
        height={150}
      />,
    );
    expect(screen.getByRole('img', { name: 'Active on 7 days of the last 28' })).toHaveTextContent(
      '7of 28 days',
    );
    const [active, rest] = arcs(container);
    expect(active).toMatchObject({ part: 'Active', color: '#111111', offset: 0 });
    expect(active!.length).toBeCloseTo(CIRCUMFERENCE / 4);
    expect(rest).toMatchObject({ part: 'Not active', color: '#eeeeee' });
    expect(rest!.length).toBeCloseTo((CIRCUMFERENCE * 3) / 4);
    expect(rest!.offset).toBeCloseTo(-CIRCUMFERENCE / 4);
  });

  it('leaves out an empty part and draws nothing for an all-zero ring', () => {
    const zero = ring([
      ['Active', 0],
      ['Not active', 28],
    ]);
    expect(arcs(zero.container).map((arc) => arc.part)).toEqual(['Not active']);
    expect(arcs(zero.container)[0]!.length).toBeCloseTo(CIRCUMFERENCE);
    zero.unmount();

    const empty = ring([['Active', 0]]);
    expect(arcs(empty.container)).toEqual([]);
  });
});
