import type { Chapter } from '@atelier/contract/courses';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChapterFrame } from './chapter-frame';

const chapter = (content: string): Chapter => ({
  _id: 'c1',
  name: 'What is BIM?',
  description: '',
  content,
  resources: [],
  summary: '',
});

const sandboxOf = (frame: HTMLElement) => (frame.getAttribute('sandbox') ?? '').split(/\s+/);

describe('ChapterFrame', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });

  it('defect 10: a lesson on the app’s own origin is framed without allow-same-origin', () => {
    render(<ChapterFrame chapter={chapter(`${window.location.origin}/lessons/bim-what-is-bim.html`)} />);
    const sandbox = sandboxOf(screen.getByTitle('Chapter: What is BIM?'));
    // Without it the page runs in an opaque origin: it cannot read the app's storage or cookies.
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-presentation', 'allow-popups']));
  });

  it('defect 10: a lesson on another origin keeps allow-same-origin (its origin is its own)', () => {
    render(<ChapterFrame chapter={chapter('https://lessons.example.org/c1.html')} />);
    expect(sandboxOf(screen.getByTitle('Chapter: What is BIM?'))).toEqual([
      'allow-scripts',
      'allow-same-origin',
      'allow-presentation',
      'allow-popups',
    ]);
  });

  it('defect 17: the Full screen button puts the frame’s container in full screen', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });
    const user = userEvent.setup();
    render(<ChapterFrame chapter={chapter('https://lessons.example.org/c1.html')} />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    const container = requestFullscreen.mock.contexts[0] as HTMLElement;
    expect(container).toContainElement(screen.getByTitle('Chapter: What is BIM?'));
  });
});
