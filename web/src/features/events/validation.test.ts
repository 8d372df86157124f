import { describe, expect, it } from 'vitest';
import { missingField, registrationFormSchema } from './validation';

describe('the registration form', () => {
  const fields = ['name', 'refCode'] as const;

  it('takes a blank referral code, which its label calls optional', () => {
    expect(missingField(fields, { name: 'Asha', refCode: '' })).toBe(false);
    expect(registrationFormSchema(fields).safeParse({ name: 'Asha', refCode: '' }).success).toBe(true);
  });

  it('still needs every other listed field', () => {
    expect(missingField(fields, { name: '  ', refCode: 'ATELIER2025' })).toBe(true);
    expect(registrationFormSchema(fields).safeParse({ name: '', refCode: 'X' }).success).toBe(false);
  });
});
