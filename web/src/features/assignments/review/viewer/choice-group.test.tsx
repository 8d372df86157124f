import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './choice-group';

describe('ChoiceGroup', () => {
  it('names its radios under the legend, checks the chosen one and reports a new choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ChoiceGroup
        legend="Tool"
        options={[
          ['move', 'Move'],
          ['point', 'Pin'],
        ]}
        value="move"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Tool' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Move' }));
    expect(screen.getByRole('radio', { name: 'Move' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pin' }));
    expect(onChange).toHaveBeenCalledWith('point');
  });
});
