import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePopover } from './use-dismiss';

function Demo() {
  const { open, setOpen, panelId, anchorRef, buttonRef } = usePopover();
  return (
    <>
      <div ref={anchorRef}>
        <button ref={buttonRef} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          Menu
        </button>
        {open && <div id={panelId}>Panel</div>}
      </div>
      <p>Outside</p>
    </>
  );
}

describe('usePopover', () => {
  it('opens from its button and closes on a press outside', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByText('Panel')).toHaveAttribute(
      'id',
      screen.getByRole('button').getAttribute('aria-controls'),
    );
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
