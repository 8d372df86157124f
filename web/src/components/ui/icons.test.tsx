import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon, IconDefaults } from './icons';

describe('icons', () => {
  it('are 20 px with a 1.8 stroke in the app, hidden from assistive technology', () => {
    const { container } = render(
      <IconDefaults>
        <CloseIcon />
        <CloseIcon size={16} strokeWidth={3} />
      </IconDefaults>,
    );
    const [plain, sized] = Array.from(container.querySelectorAll('svg'));
    expect(plain).toHaveAttribute('width', '20');
    expect(plain).toHaveAttribute('stroke-width', '1.8');
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(sized).toHaveAttribute('width', '16');
    expect(sized).toHaveAttribute('stroke-width', '3');
  });
});
