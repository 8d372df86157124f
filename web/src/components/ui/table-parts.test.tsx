import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { DataTableHead, SwapLabel } from './table-parts';

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
