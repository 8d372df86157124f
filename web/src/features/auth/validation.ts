import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  newPasswordSchema,
  updateProfileBodySchema,
} from '@atelier/contract/auth';
import { emailSchema } from '@atelier/contract/common';
import { z } from 'zod';
import { worded } from '../../components/ui/form';
import { AUTH_UI_MESSAGES, VALIDATION_MESSAGES } from './messages';

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

export const profileFormSchema = worded(
  updateProfileBodySchema.extend({
    name: z
      .string()
      .trim()
      .min(1, VALIDATION_MESSAGES.nameRequired)
      .pipe(updateProfileBodySchema.shape.name.unwrap()),
  }),
);
