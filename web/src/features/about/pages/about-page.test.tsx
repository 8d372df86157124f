import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    targets: Element[];
  }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  /** Reports that `target` is now `ratio` visible. */
  const report = (target: Element, ratio: number) => {
    const observer = observers.find((o) => o.targets.includes(target));
    if (!observer) throw new Error('The element is not observed');
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry;
    act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
  };
  return { observers, report };
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const box = (heading: string | RegExp) => screen.getByRole('heading', { name: heading }).closest('li')!;

describe('/about', () => {
  it('shows the headline, the mission, the figures and two pictures', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Introducing Our Purpose in Focus' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/democratize design education/)).toHaveTextContent(
      /free, self-paced and open-source/,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our Mission',
      '10+ years of pedagogy',
      '2000+ students trained',
      '100+ workshops delivered',
      'FREE with no hidden fees',
    ]);
    expect(screen.getByText(/81 cities across 20 countries/)).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await waitFor(() => expect(document.title).toMatch(/^About \| .+ \| Learning Management System$/));
  });

  it('fades a box in once 20 % of it is visible, and out when it leaves', async () => {
    stubReducedMotion(false);
    const { observers, report } = stubObserver();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Introducing Our Purpose in Focus' });

    const mission = box('Our Mission');
    expect(observers.every((o) => o.options?.threshold === 0.2)).toBe(true);
    expect(mission).not.toHaveClass('shown');

    report(mission, 0.1);
    expect(mission).not.toHaveClass('shown');
    report(mission, 0.2);
    expect(mission).toHaveClass('shown');
    expect(box('10+ years of pedagogy')).not.toHaveClass('shown');
    report(mission, 0);
    expect(mission).not.toHaveClass('shown');
  });

  it('simply shows every box when reduced motion is asked for', async () => {
    stubReducedMotion(true);
    const { observers } = stubObserver();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'Introducing Our Purpose in Focus' });
    for (const heading of ['Our Mission', '2000+ students trained', 'FREE with no hidden fees'])
      expect(box(heading)).toHaveClass('shown');
    expect(observers.every((o) => o.targets.length === 0)).toBe(true);
  });
});
