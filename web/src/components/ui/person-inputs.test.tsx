import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PersonInput } from './person-inputs';

function Demo() {
  const { control } = useForm({ defaultValues: { phone: '', country: 'India' } });
  return (
    <form>
      <PersonInput control={control} name="phone" label="Phone" />
      <PersonInput control={control} name="country" label="Country" hint="Open in India." />
    </form>
  );
}

describe('PersonInput', () => {
  it('asks for a detail with the keyboard, autofill and hint PERSON_INPUTS gives it', () => {
    render(<Demo />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toBeRequired();
    expect(phone).toHaveAccessibleDescription('Digits only, 7 to 15 of them.');
  });

  it('adds what the form passes beside it', () => {
    render(<Demo />);
    const country = screen.getByLabelText('Country');
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveValue('India');
    expect(country).toHaveAccessibleDescription('Open in India.');
  });
});
