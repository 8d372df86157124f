import { vi } from 'vitest';

/**
 * jsdom has no PointerEvent: a mouse event with the pointer's id stands in, as browsers send it
 * (call once, before the tests that press).
 */
export function givePointerEvents(): void {
  if (typeof window.PointerEvent !== 'undefined') return;
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

/** jsdom lays nothing out: every element says it is `width` × `height` px at the page's top-left (call before each test). */
export function layOutAs(width: number, height: number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width,
    height,
    right: width,
    bottom: height,
    toJSON: () => ({}),
  });
}
