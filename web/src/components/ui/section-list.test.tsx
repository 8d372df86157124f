import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TextField } from './field';
import { Field, useZodForm } from './form';
import { SectionList } from './section-list';

const schema = z.object({
  sections: z
    .array(z.object({ title: z.string().min(1, 'Title is required.') }))
    .refine((list) => list.some((s) => s.title !== 'x'), 'No section may be x alone.'),
});

function Sections() {
  const form = useZodForm(schema, { defaultValues: { sections: [{ title: '' }] } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} noValidate>
      <SectionList control={form.control} name="sections" max={2} emptySection={() => ({ title: '' })}>
        {(index, label) => (
          <Field
            control={form.control}
            name={`sections.${index}.title`}
            as={TextField}
            label={label('Title')}
          />
        )}
      </SectionList>
      <button type="submit">Send</button>
    </form>
  );
}

describe('SectionList', () => {
  it('numbers each section, keeps the last one and stops adding at the limit', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    expect(screen.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '+ Add section' }));
    const second = screen.getByRole('group', { name: 'Section 2' });
    expect(within(second).getByRole('textbox', { name: 'Section 2 Title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add section' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove section 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
    expect(screen.queryByRole('group', { name: 'Section 2' })).toBeNull();
    expect(screen.getByRole('button', { name: '+ Add section' })).toBeEnabled();
  });

  it("shows a field's problem under it and the list's own problem below the sections", async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Section 1 Title' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No section may be x alone.');
  });
});
