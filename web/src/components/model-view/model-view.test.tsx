import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModelView, ModelViewProvider, type ModelViewProps } from './model-view';

describe('ModelView', () => {
  it('draws the viewer the app provided, with the props it was given', () => {
    const draw = (props: ModelViewProps) => (
      <p>
        {props.label}: {props.url} ({props.failures?.length} failing)
      </p>
    );
    render(
      <ModelViewProvider value={draw}>
        <ModelView url="/m.ifc" label="Model of revision 1" failures={['a', 'b']} />
      </ModelViewProvider>,
    );
    expect(screen.getByText('Model of revision 1: /m.ifc (2 failing)')).toBeInTheDocument();
  });

  it('says so when no viewer was provided, instead of drawing nothing', () => {
    render(<ModelView url="/m.ifc" label="Model" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The model viewer is not available on this page.');
  });
});
