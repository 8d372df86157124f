import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { DataTableHead, RowButton, RowLink, SwapLabel } from './table-parts';

describe('DataTableHead', () => {
  it('heads each column and names the actions column for screen readers only', () => {
    render(
      <DataTable label="Courses">
        <DataTableHead columns={['Course', 'Status']} />
        <tbody />
      </DataTable>,
    );
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((h) => h.textContent)).toEqual(['Course', 'Status', 'Actions']);
    expect(headings[2]?.firstElementChild).toHaveClass('visually-hidden');
  });

  it("gives a column's heading its class", () => {
    render(
      <DataTable label="Progress">
        <DataTableHead columns={['Learner', { label: 'Time', className: 'end' }]} actions={false} />
        <tbody />
      </DataTable>,
    );
    expect(screen.getByRole('columnheader', { name: 'Time' })).toHaveClass('end');
    expect(screen.getByRole('columnheader', { name: 'Learner' })).not.toHaveAttribute('class');
  });

  it('leaves the actions column out when asked', () => {
    render(
      <DataTable label="Storage">
        <DataTableHead columns={['Kind', 'Files']} actions={false} />
        <tbody />
      </DataTable>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kind', 'Files']);
  });
});

describe('DataTable', () => {
  it('marks the table busy while newer rows load', () => {
    const { rerender } = render(
      <DataTable label="Users" busy>
        <tbody />
      </DataTable>,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <DataTable label="Users" busy={false}>
        <tbody />
      </DataTable>,
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });
});

describe('SwapLabel', () => {
  it('shows the current word and keeps the others in place, hidden', () => {
    const { container, rerender } = render(<SwapLabel words={['Unlock', 'Lock']} current="Lock" />);
    const [unlock, lock] = Array.from(container.querySelectorAll('span > span'));
    expect(unlock).toHaveTextContent('Unlock');
    expect(unlock).toHaveClass(/unshown/);
    expect(lock).not.toHaveClass(/unshown/);
    rerender(<SwapLabel words={['Unlock', 'Lock']} current="Unlock" />);
    expect(unlock).not.toHaveClass(/unshown/);
    expect(lock).toHaveClass(/unshown/);
  });
});

describe('RowButton and RowLink', () => {
  it('name the action after its row and show the verb unless given other words', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <RowButton verb="Delete" item="BIM Fundamentals" variant="danger" onClick={onClick} />
        <RowLink verb="Results of" item="Parametric basics" to="/results/1">
          Results
        </RowLink>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete BIM Fundamentals' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Delete BIM Fundamentals' })).toHaveTextContent('Delete');
    const link = screen.getByRole('link', { name: 'Results of Parametric basics' });
    expect(link).toHaveAttribute('href', '/results/1');
    expect(link).toHaveTextContent(/^Results$/);
  });
});
