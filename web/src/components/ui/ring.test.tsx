import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ring } from './ring';

const circumference = 2 * Math.PI * 40;

function arcsOf(container: HTMLElement) {
  return [...container.querySelectorAll('circle')].map((circle) => ({
    cx: circle.getAttribute('cx'),
    r: circle.getAttribute('r'),
    offset: circle.getAttribute('stroke-dashoffset'),
  }));
}

describe('Ring', () => {
  it('centres a track and an arc filled to the share, capped to the whole ring', () => {
    const { container } = render(<Ring size={100} radius={40} share={0.25} />);
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 100 100');
    expect(arcsOf(container)).toEqual([
      { cx: '50', r: '40', offset: null },
      { cx: '50', r: '40', offset: String(circumference * 0.75) },
    ]);
    const { container: over } = render(<Ring size={100} radius={40} share={1.5} />);
    expect(arcsOf(over)[1]?.offset).toBe('0');
  });

  it('leaves an empty arc out only when asked', () => {
    const { container: kept } = render(<Ring size={100} radius={40} share={0} />);
    expect(arcsOf(kept)).toHaveLength(2);
    const { container: left } = render(<Ring size={100} radius={40} share={0} omitEmptyArc />);
    expect(arcsOf(left)).toHaveLength(1);
  });
});
