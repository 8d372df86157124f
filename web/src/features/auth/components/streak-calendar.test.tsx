import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StreakCalendar } from './streak-calendar';
import { currentStreak } from './streak-dates';

function cellOf(day: number): HTMLElement {
  const cells = screen
    .getAllByRole('cell')
    .filter((cell) => cell.textContent?.match(new RegExp(`^${day}(\\D|$)`)));
  if (cells.length !== 1) throw new Error(`expected one cell for day ${day}, found ${cells.length}`);
  return cells[0]!;
}

const heading = () => screen.getByRole('heading', { level: 3 });

describe('StreakCalendar', () => {
  it('shows Sun to Sat and starts the month on its weekday', () => {
    render(<StreakCalendar streakDates={[]} today={new Date(2025, 0, 10)} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const firstWeek = screen.getAllByRole('row')[1]!;
    // 1 January 2025 was a Wednesday.
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '',
      '',
      '',
      expect.stringMatching(/^1/),
      expect.stringMatching(/^2/),
      expect.stringMatching(/^3/),
      expect.stringMatching(/^4/),
    ]);
  });

  it('marks login days with a tick, missed past days with a dot and later days with a plain number', () => {
    render(<StreakCalendar streakDates={['2024-12-02', '2024-12-15']} today={new Date(2024, 11, 16)} />);
    expect(heading()).toHaveTextContent('December 2024');

    expect(cellOf(2)).toHaveAttribute('data-status', 'logged-in');
    expect(within(cellOf(2)).getByText('2, logged in')).toBeInTheDocument();
    expect(cellOf(2).querySelector('svg')).not.toBeNull();

    expect(cellOf(3)).toHaveAttribute('data-status', 'missed');
    expect(within(cellOf(3)).getByText(', no login')).toBeInTheDocument();

    expect(cellOf(16)).toHaveAttribute('data-status', 'today');
    expect(cellOf(20)).toHaveAttribute('data-status', 'upcoming');
    expect(cellOf(20).textContent).toBe('20');
    expect(cellOf(20).querySelector('svg')).toBeNull();
  });

  it('rolls the year over forwards at December and backwards at January', async () => {
    const user = userEvent.setup();
    render(<StreakCalendar streakDates={['2025-01-03', '2023-12-25']} today={new Date(2024, 11, 16)} />);
    expect(heading()).toHaveTextContent('December 2024');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(heading()).toHaveTextContent('January 2025');
    expect(cellOf(3)).toHaveAttribute('data-status', 'logged-in');
    expect(cellOf(4)).toHaveAttribute('data-status', 'upcoming');

    for (let i = 0; i < 13; i++) await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(heading()).toHaveTextContent('December 2023');
    expect(cellOf(25)).toHaveAttribute('data-status', 'logged-in');
    expect(cellOf(24)).toHaveAttribute('data-status', 'missed');
  });
});

describe('currentStreak', () => {
  const today = new Date(2025, 2, 1);
  it('counts back from today across a month boundary', () => {
    expect(currentStreak(new Set(['2025-03-01', '2025-02-28', '2025-02-27', '2025-02-25']), today)).toBe(3);
  });
  it('keeps yesterday’s streak alive before today’s login', () => {
    expect(currentStreak(new Set(['2025-02-28', '2025-02-27']), today)).toBe(2);
  });
  it('is zero after a missed day', () => {
    expect(currentStreak(new Set(['2025-02-26']), today)).toBe(0);
  });
});
