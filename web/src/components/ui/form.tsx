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
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import type { EmailField, PasswordField, SelectField, TextareaField, TextField, UrlField } from './field';

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

type FieldLook =
  | typeof TextField
  | typeof UrlField
  | typeof EmailField
  | typeof PasswordField
  | typeof TextareaField
  | typeof SelectField;

/** What the binding supplies to the look; the rest is the look's own (label, hint, type, options …). */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

export type FieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
  TLook extends FieldLook,
> = Required<Pick<UseControllerProps<TValues, TName, TTransformed>, 'control' | 'name'>> & {
  /** The look: TextField (or its UrlField and EmailField), PasswordField, TextareaField or SelectField. */
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
 * reads 'Cover image URL must be an http(s) URL.'; a message that already names the field ('phone
 * may hold only …' about 'Phone'), or comes without a label, is capitalised.
 */
export function sentence(message: string, label?: string): string {
  const text =
    label && /^[a-z]/.test(message) && !message.toLowerCase().startsWith(`${label.toLowerCase()} `)
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

/** How a form reads the server's refusal of a value it sent (see serverProblem). */
export interface ServerField<TValues extends FieldValues> {
  /** The form's field that holds the value: the problem is shown there. */
  name?: FieldPath<TValues>;
  /** The field's label, which begins the sentence: 'Email' → 'Email must be a valid e-mail address.' */
  label?: string;
  /** The form's own words for any problem with the value, where it words them all alike. */
  message?: string;
}

/**
 * A form's fields by the path of their value in the body it sends (or by the code of a refusal that
 * is about one, such as a name already taken), or a function that finds them.
 */
export type ServerFields<TValues extends FieldValues> =
  | Readonly<Partial<Record<string, ServerField<TValues>>>>
  | ((path: string) => ServerField<TValues> | undefined);

// zod's own messages ('Invalid input: expected string, received number') name no rule a person knows.
const ZOD_WORDING = /^(Invalid|Too big|Too small|Unrecognized)\b/;

/** A label for a value no form field holds: 'userId' → 'User id', 'sections.0.name' → 'Name'. */
function labelOf(path: string): string {
  const key = path.split('.').findLast((part) => !/^\d+$/.test(part)) ?? path;
  const words = key
    .replace(/^[_$]+/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What the server's answer to a form says to a person, and which field of the form it is about. A
 * refused value (the answer's first `issue`) reads as the form words its own problems: the field's
 * `message`, or a sentence under its label (`{ path: 'email', message: 'must be a valid e-mail
 * address' }` → 'Email must be a valid e-mail address.'). A refusal whose `code` names one of
 * `fields` (`[MAIL_ERRORS.templateTaken.code]: { name: 'name' }`) is that field's problem, in the
 * server's words. Any other message is already the server's sentence and comes as it is; no
 * message, undefined.
 */
export function serverProblem<TValues extends FieldValues>(
  error: unknown,
  fields: ServerFields<TValues> = {},
): { name?: FieldPath<TValues>; message: string } | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  const fieldOf = (key: string) => (typeof fields === 'function' ? fields(key) : fields[key]);
  const [issue] = error.issues;
  if (!issue) {
    const field = error.code ? fieldOf(error.code) : undefined;
    const message = field?.message ?? error.serverMessage;
    return field?.name ? { name: field.name, message } : { message };
  }
  const field = issue.in === 'body' ? fieldOf(issue.path) : undefined;
  const label = field?.label ?? labelOf(issue.path);
  const message =
    field?.message ??
    (ZOD_WORDING.test(issue.message) ? `${label} is not valid.` : sentence(issue.message, label));
  return field?.name ? { name: field.name, message } : { message };
}

/**
 * Shows the server's refusal of a submit on the form: a problem with one of its fields goes on that
 * field (focused, unless the form moves focus itself) until the next submit. Returns the problem, whose
 * message is for the toast.
 */
export function showServerError<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  fields: ServerFields<TValues>,
  { shouldFocus = true }: { shouldFocus?: boolean } = {},
): ReturnType<typeof serverProblem<TValues>> {
  const problem = serverProblem(error, fields);
  if (problem?.name)
    form.setError(problem.name, { type: 'server', message: problem.message }, { shouldFocus });
  return problem;
}
