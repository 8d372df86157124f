import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ComponentType } from 'react';
import {
  useController,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseControllerProps,
  type UseFormProps,
} from 'react-hook-form';
import { z } from 'zod';
import type { PasswordField, SelectField, TextareaField, TextField } from './field';

/**
 * A react-hook-form form over a zod schema: the schema decides what is valid and what the submit
 * handler receives (its output). Problems show after a submit and stay until the next one.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    // zodResolver's overloads cannot follow a schema that is still generic; these are its input and output.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
  });
}

type FieldLook = typeof TextField | typeof PasswordField | typeof TextareaField | typeof SelectField;

/** What the binding supplies to the look; the rest is the look's own (label, hint, type, options …). */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

export type FieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
  TLook extends FieldLook,
> = Required<Pick<UseControllerProps<TValues, TName, TTransformed>, 'control' | 'name'>> & {
  /** The look: TextField, PasswordField, TextareaField or SelectField. */
  as: TLook;
} & Omit<ComponentProps<TLook>, BoundProps>;

/**
 * One field of a form in one of the field looks: its value, its handlers, the ref a failed submit
 * focuses, and its error (aria-invalid, aria-describedby and the message under it).
 */
export function Field<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
  TLook extends FieldLook,
>({ control, name, as, ...look }: FieldProps<TValues, TName, TTransformed, TLook>) {
  const { field, fieldState } = useController({ control, name });
  const Look = as as ComponentType<Record<string, unknown>>;
  return <Look {...field} value={field.value ?? ''} {...look} error={fieldState.error?.message} />;
}

/**
 * A contract message as a sentence for a form: 'must be an http(s) URL' about 'Cover image URL'
 * reads 'Cover image URL must be an http(s) URL.'; without a label it is capitalised.
 */
export function sentence(message: string, label?: string): string {
  const text =
    label && /^[a-z]/.test(message)
      ? `${label} ${message}`
      : message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?)]$/.test(text) ? text : `${text}.`;
}

/** The contract's `schema` as a form checks it: the same rules, its messages worded by `sentence`. */
export function worded<TSchema extends z.ZodType>(
  schema: TSchema,
  label?: string,
): z.ZodType<z.output<TSchema>, z.input<TSchema>> {
  return z.any().transform((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: sentence(issue.message, label) });
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<TSchema>, z.input<TSchema>>;
}

/** Every message in a form's errors, in the order the schema reported them, with its field's name. */
export function errorList(errors: FieldErrors): { name: string; message: string }[] {
  const found: { name: string; message: string }[] = [];
  const visit = (node: Record<string, unknown>, name: string) => {
    if (typeof node.message === 'string' && node.message) found.push({ name, message: node.message });
    for (const [key, value] of Object.entries(node)) {
      // An error's own keys hold no errors, and `ref` is the field's element.
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      if (value && typeof value === 'object')
        visit(value as Record<string, unknown>, name ? `${name}.${key}` : key);
    }
  };
  visit(errors, '');
  return found;
}
