import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/error-toast';
import { PASSKEY_UI_TEXT } from './messages';
import { usePasskeySupport } from './webauthn';

interface CeremonyButtonProps<T> {
  label: string;
  /** The server's options, the browser's passkey ceremony, the server's check. */
  ceremony: () => Promise<T>;
  onDone: (answer: T) => void;
}

/** A button that runs a passkey ceremony; absent where the browser has no WebAuthn. */
export function CeremonyButton<T>({ label, ceremony, onDone }: CeremonyButtonProps<T>) {
  const supported = usePasskeySupport();
  const run = useMutation({ mutationFn: ceremony });
  if (!supported) return null;
  return (
    <Button
      variant="secondary"
      block
      loading={run.isPending}
      onClick={() =>
        run.mutate(undefined, {
          onSuccess: onDone,
          onError: (error) => toastError(error, PASSKEY_UI_TEXT.ceremonyFailed),
        })
      }
    >
      {label}
    </Button>
  );
}
