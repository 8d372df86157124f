import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SelectField, TextareaField, TextField } from './field';
import { ApiError } from '../../lib/api-client';
import { errorList, Field, sentence, serverProblem, useZodForm, worded } from './form';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required.'),
  notes: z.string().max(5, 'Notes are too long.'),
  level: z.enum(['', 'basic', 'advanced']).refine((level) => level !== '', 'Pick a level.'),
  link: worded(z.string().startsWith('https://', 'must start with https://'), 'Link'),
});

function Demo({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { title: '', notes: '', level: '', link: 'https://' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Field control={form.control} name="title" as={TextField} label="Title" hint="A short name." />
      <Field control={form.control} name="notes" as={TextareaField} label="Notes" />
      <Field
        control={form.control}
        name="level"
        as={SelectField}
        label="Level"
        options={[
          { value: '', label: 'Choose' },
          { value: 'basic', label: 'Basic' },
          { value: 'advanced', label: 'Advanced' },
        ]}
      />
      <Field control={form.control} name="link" as={TextField} label="Link" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderDemo() {
  const onValid = vi.fn();
  render(<Demo onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

describe('Field', () => {
  it('shows nothing before a submit, then each field its error: invalid, described, an alert', async () => {
    const { onValid, user } = renderDemo();
    const title = screen.getByLabelText('Title');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAccessibleDescription('A short name.');

    await user.type(screen.getByLabelText('Notes'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Title is required.',
      'Pick a level.',
    ]);
    // A text area's error is described but is not an alert, as before the form layer.
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('Notes are too long.');
    expect(screen.getByLabelText('Level')).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('keeps an error until the next submit, then hands over what the schema gives back', async () => {
    const { onValid, user } = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Title'), '  Walls  ');
    expect(screen.getByText('Title is required.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Level'), 'Basic');
    await user.type(screen.getByLabelText('Link'), 'example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      title: 'Walls',
      notes: '',
      level: 'basic',
      link: 'https://example.org',
    });
  });

  it("words a contract's message about the field it belongs to", async () => {
    const { user } = renderDemo();
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'http://example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription('Link must start with https://.');
  });
});

describe('sentence', () => {
  it("puts the label before the contract's fragment, capitalises a bare one and ends each with a stop", () => {
    expect(sentence('must be an http(s) URL', 'Cover image URL')).toBe(
      'Cover image URL must be an http(s) URL.',
    );
    expect(sentence('must be at most 100 characters')).toBe('Must be at most 100 characters.');
    expect(sentence('Password must be at least 8 characters', 'New password')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(sentence('Chapter names must be unique ("Intro" is used twice)')).toBe(
      'Chapter names must be unique ("Intro" is used twice)',
    );
  });

  it('does not name the field twice when the message already does', () => {
    expect(sentence('phone may hold only digits, spaces and + ( ) -', 'Phone')).toBe(
      'Phone may hold only digits, spaces and + ( ) -.',
    );
  });
});

describe('serverProblem', () => {
  const refused = (msg: string, status = 400) => new ApiError(status, msg);
  // The server's validation answer (server/src/plugins/errors.ts): the first issue as the sentence, and each issue.
  const refusedValue = (path: string, message: string, where: 'body' | 'params' = 'body') =>
    new ApiError(
      400,
      `${where === 'body' ? '' : `${where} `}${path}: ${message}`,
      undefined,
      'common.invalid',
      [{ in: where, path, message }],
    );

  it("defect 16: words the server's refusal of a value as a sentence, on the form's field where it has one", () => {
    const fields = { email: { name: 'email', label: 'Email' } } as const;
    expect(serverProblem(refusedValue('email', 'must be a valid e-mail address'), fields)).toEqual({
      name: 'email',
      message: 'Email must be a valid e-mail address.',
    });
    expect(
      serverProblem(refusedValue('email', 'must be a valid e-mail address'), {
        email: { message: 'Enter one.' },
      }),
    ).toEqual({
      message: 'Enter one.',
    });
    // Values no field holds are named after their key; zod's own wording names no rule.
    expect(serverProblem(refusedValue('userId', 'must be a valid id'))).toEqual({
      message: 'User id must be a valid id.',
    });
    expect(serverProblem(refusedValue('id', 'must be a valid id', 'params'), { id: { name: 'id' } })).toEqual(
      {
        message: 'Id must be a valid id.',
      },
    );
    expect(
      serverProblem(
        refusedValue('sections.0.chapters.1.name', 'Invalid input: expected string, received number'),
      ),
    ).toEqual({ message: 'Name is not valid.' });
  });

  it('passes every other server message through as it is', () => {
    for (const [status, msg] of [
      [401, 'Invalid email, password or role'],
      [429, 'Too many attempts. Please wait 14 minutes and try again.'],
      [400, 'This reset link is invalid or has expired.'],
      [404, 'Course not found'],
      [500, 'email: looks like a field, but is no refusal'],
      // A sentence is never parsed: without issues, a 400 worded like one is still the server's sentence.
      [400, 'email: looks like a field, but names no issue'],
    ] as const)
      expect(serverProblem(refused(msg, status))).toEqual({ message: msg });
    expect(serverProblem(new ApiError(0, undefined))).toBeUndefined();
    expect(serverProblem(new Error('boom'))).toBeUndefined();
  });

  it("puts a refusal whose code names a field on that field, in the server's words", () => {
    const taken = new ApiError(
      409,
      'A template with this name already exists',
      undefined,
      'mail.templateTaken',
    );
    const fields = { 'mail.templateTaken': { name: 'name' } } as const;
    expect(serverProblem(taken, fields)).toEqual({
      name: 'name',
      message: 'A template with this name already exists',
    });
    expect(serverProblem(new ApiError(409, 'Conflict', undefined, 'common.conflict'), fields)).toEqual({
      message: 'Conflict',
    });
  });
});

describe('errorList', () => {
  it('lists nested errors in order with the name of their field', () => {
    const errors: FieldErrors<{ title: string; authors: { name: string }[] }> = {
      title: { type: 'custom', message: 'Title is required.', ref: document.createElement('input') },
      authors: [undefined, { name: { type: 'custom', message: 'Author 2 name is required.' } }],
    };
    expect(errorList(errors)).toEqual([
      { name: 'title', message: 'Title is required.' },
      { name: 'authors.1.name', message: 'Author 2 name is required.' },
    ]);
  });
});
