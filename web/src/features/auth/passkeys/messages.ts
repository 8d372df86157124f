/** Passkeys' wording; the server's refusals come from the contract (PASSKEY_TEXT). */
export { PASSKEY_TEXT } from '@atelier/contract/passkeys';

export const PASSKEY_UI_TEXT = {
  signIn: 'Sign in with a passkey',
  useAsSecondFactor: 'Use a passkey',
  setUp: 'Set up a passkey instead',
  /** The walk-through's passkey, renamed in Settings if the user likes. */
  setUpName: 'Passkey',
  ceremonyFailed: 'The passkey request was cancelled or timed out. Please try again.',
  heading: 'Passkeys',
  description:
    'Sign in with your fingerprint, face or device PIN instead of a password. A passkey never leaves your device or password manager.',
  none: 'You have no passkeys yet.',
  nameLabel: 'Name of the new passkey',
  nameHint: 'So you can tell your passkeys apart, e.g. "Laptop" or "Phone".',
  add: 'Add a passkey',
  rename: 'Rename',
  renameLabel: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  removeTitle: 'Remove this passkey?',
  removeText: (name: string) =>
    `You will no longer be able to sign in with “${name}”. Remove it from your device or password manager too.`,
  synced: 'Synced',
  deviceOnly: 'This device only',
  created: 'Added',
  lastUsed: 'last used',
  neverUsed: 'never used',
  loading: 'Loading passkeys…',
  loadFailed: 'Could not load your passkeys.',
  failed: 'Could not change the passkey.',
  unsupported: 'This browser cannot use passkeys.',
} as const;
