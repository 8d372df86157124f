/** The spec's exact messages for sign-in, recovery, profile and settings (spec-1 §8, spec-2 §8). */
export const AUTH_UI_MESSAGES = {
  loginFailed: (serverMsg?: string) => `Login failed: ${serverMsg || 'Server error'}`,
  forgotFailed: 'Failed to send reset email.',
  resetFailed: 'Reset failed.',
  resetMismatch: 'Err: Passwords do not match',
  profileUpdateFailed: 'Failed to update profile.',
  passwordChanged: 'Password changed successfully!',
  changePasswordFailed: (serverMsg?: string) => `Error changing password: ${serverMsg || 'Server error'}`,
  changePasswordMismatch: 'Passwords do not match.',
} as const;

/** Field validation wording of our own (the spec leaves it to the browser). */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters.`,
  confirmRequired: 'Please confirm the password.',
  nameRequired: 'Name is required.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
} as const;
