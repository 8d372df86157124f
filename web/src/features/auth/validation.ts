import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  newPasswordSchema,
  updateProfileBodySchema,
} from '@atelier/contract/auth';
import { emailSchema } from '@atelier/contract/common';
import { z } from 'zod';
import { worded, type ServerFields } from '../../components/ui/form';
import { AUTH_MESSAGES, AUTH_UI_MESSAGES, VALIDATION_MESSAGES } from './messages';

// The session and account forms' schemas: the contract's rules, with our own wording where the spec
// leaves it to the browser (a missing field, an address that is not one) and its own for a mismatch.

const required = (message: string) => z.string().min(1, message);

/** Trimmed but sent as typed (the server lowercases it); the contract decides what an address is. */
const email = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.emailRequired)
  .refine((value) => emailSchema.safeParse(value).success, VALIDATION_MESSAGES.emailInvalid);

/** A password the user already has (login, the current one in settings). */
const givenPassword = required(VALIDATION_MESSAGES.passwordRequired).pipe(
  worded(changePasswordBodySchema.shape.currentPassword),
);

const newPassword = required(VALIDATION_MESSAGES.passwordRequired).pipe(worded(newPasswordSchema));

/** A new password typed twice; the form names the mismatch in its own words. */
const passwordPair = { newPassword, confirmPassword: required(VALIDATION_MESSAGES.confirmRequired) };
const samePassword = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;

export const loginFormSchema = loginBodySchema.extend({ email, password: givenPassword });

export const forgotPasswordFormSchema = forgotPasswordBodySchema.extend({ email });

export const resetPasswordFormSchema = z.object(passwordPair).refine(samePassword, {
  path: ['confirmPassword'],
  message: AUTH_UI_MESSAGES.resetMismatch,
});

export const changePasswordFormSchema = z
  .object({
    currentPassword: givenPassword,
    ...passwordPair,
  })
  .refine(samePassword, { path: ['confirmPassword'], message: AUTH_UI_MESSAGES.changePasswordMismatch });

const profile = updateProfileBodySchema.shape;

/** Each field's problems under its label, as the server's refusals read (profileServerFields). */
export const profileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, VALIDATION_MESSAGES.nameRequired)
    .pipe(worded(profile.name.unwrap(), 'Name')),
  gender: worded(profile.gender, 'Gender'),
  country: worded(profile.country, 'Country'),
  institution: worded(profile.institution, 'Institution'),
  phone: worded(profile.phone, 'Phone'),
  avatar: worded(profile.avatar, 'Avatar'),
});

// How each form reads the server's refusal of a value it sent: on the field that holds it, in the
// words the form itself uses for that field (components/ui/form.tsx, serverProblem).

/** The forms check an address with the contract's own rule and word every problem with it alike. */
const emailField = { name: 'email', message: VALIDATION_MESSAGES.emailInvalid } as const;

export const loginServerFields: ServerFields<z.input<typeof loginFormSchema>> = {
  email: emailField,
  password: { name: 'password', label: 'Password' },
};

export const forgotPasswordServerFields: ServerFields<z.input<typeof forgotPasswordFormSchema>> = {
  email: emailField,
};

export const resetPasswordServerFields: ServerFields<z.input<typeof resetPasswordFormSchema>> = {
  newPassword: { name: 'newPassword', label: 'New Password' },
  // The token comes from the link, so a refused token is a link that no longer works.
  token: { message: AUTH_MESSAGES.resetInvalid },
};

export const changePasswordServerFields: ServerFields<z.input<typeof changePasswordFormSchema>> = {
  currentPassword: { name: 'currentPassword', label: 'Current Password' },
  newPassword: { name: 'newPassword', label: 'New Password' },
};

export const profileServerFields: ServerFields<z.input<typeof profileFormSchema>> = {
  name: { name: 'name', label: 'Name' },
  gender: { name: 'gender', label: 'Gender' },
  country: { name: 'country', label: 'Country' },
  institution: { name: 'institution', label: 'Institution' },
  phone: { name: 'phone', label: 'Phone' },
};
