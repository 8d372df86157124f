import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASH, DataTable, EmailAddress, When } from './data-table';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates';

const ISO = '2026-03-04T14:05:09.000Z';
// The site's one locale (lib/dates.ts), in the zone the tests run in.
const day = formatDate(ISO);
const time = (precision: 'short' | 'medium') => formatTime(ISO, { seconds: precision === 'medium' });

describe('DataTable', () => {
  it('puts the table in a named region a keyboard can focus to scroll', () => {
    render(
      <DataTable label="Mail log">
        <thead>
          <tr>
            <th scope="col">Recipient</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>ada@example.org</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Mail log' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('columnheader', { name: 'Recipient' })).toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: 'ada@example.org' })).toBeInTheDocument();
  });
});

describe('When', () => {
  it('shows the day and, under it, the time in a <time dateTime>', () => {
    const { container } = render(<When iso={ISO} time="medium" />);
    const element = container.querySelector('time');
    expect(element).toHaveAttribute('datetime', ISO);
    expect(element?.children).toHaveLength(2);
    expect(element?.children[0]).toHaveTextContent(day);
    expect(element?.children[1]).toHaveTextContent(time('medium'));
  });

  it('shows the short time by default, the day alone, or both on one line', () => {
    const { container, rerender } = render(<When iso={ISO} />);
    expect(container.querySelector('time')?.children[1]).toHaveTextContent(time('short'));
    rerender(<When iso={ISO} time="none" />);
    expect(container.querySelector('time')?.textContent).toBe(day);
    rerender(<When iso={ISO} inline />);
    expect(container.querySelector('time')?.textContent).toBe(formatDateTime(ISO));
  });

  it('shows a dash for a date it cannot read', () => {
    const { container } = render(<When iso="not a date" />);
    expect(container.querySelector('time')).toBeNull();
    expect(container).toHaveTextContent(DASH);
  });
});

describe('EmailAddress', () => {
  it('may break after the @ and reads as the whole address', () => {
    const { container } = render(
      <p>
        <EmailAddress email="ada.lovelace@analytical-engine.example.org" />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.innerHTML).toBe('ada.lovelace@<wbr>analytical-engine.example.org');
    expect(paragraph).toHaveTextContent('ada.lovelace@analytical-engine.example.org');
  });

  it('shows a value without an @ as it is, and a dash for an empty one', () => {
    const { container, rerender } = render(<EmailAddress email="not-an-address" />);
    expect(container.innerHTML).toBe('not-an-address');
    rerender(<EmailAddress email="  " />);
    expect(container.innerHTML).toBe(DASH);
  });
});
