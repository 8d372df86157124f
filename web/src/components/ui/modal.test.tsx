import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

/** A page with a button that opens the modal; closing it unmounts it, as the app's pages do. */
function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Delete course?"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <p>This cannot be undone.</p>
        </Modal>
      )}
    </>
  );
}

// jsdom's <dialog> has no showModal or close; the last test lends it the browser's, then they go back.
const dialogMethods = ['showModal', 'close'] as const;
const jsdomDialog = dialogMethods.map((name) =>
  Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name),
);

describe('Modal', () => {
  afterEach(() => {
    dialogMethods.forEach((name, i) => {
      const own = jsdomDialog[i];
      if (own) Object.defineProperty(HTMLDialogElement.prototype, name, own);
      else Reflect.deleteProperty(HTMLDialogElement.prototype, name);
    });
  });

  it('is a dialog labelled by its title', () => {
    render(
      <Modal title="Where are you studying?" onClose={() => {}}>
        <p>Tell us where you are.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Where are you studying?' });
    expect(dialog).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Where are you studying?' }),
    );
    expect(dialog).toHaveTextContent('Tell us where you are.');
  });

  it('closes on Escape: the browser’s cancel event calls onClose and leaves the closing to it', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Delete course?" onClose={onClose}>
        <p>This cannot be undone.</p>
      </Modal>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes with its close button, then gives focus and scrolling back to the page', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Delete course?' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('can leave the close button out', () => {
    render(
      <Modal title="Where are you studying?" onClose={() => {}} showClose={false}>
        <button type="button">Indian Student</button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });

  it('opens as a modal where the browser can, and closes the dialog when it unmounts', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const view = render(
      <Modal title="Delete course?" onClose={() => {}}>
        <p>This cannot be undone.</p>
      </Modal>,
    );
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Delete course?' })).toBeVisible();
    view.unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
