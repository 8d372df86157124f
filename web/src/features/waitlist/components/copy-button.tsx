import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { WAITLIST_UI_TEXT } from '../messages';

interface CopyButtonProps {
  text: string;
  /** The button's words, e.g. 'Copy code'; its accessible name says what is copied. */
  children: string;
  label: string;
}

/** Copies `text` to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, children, label }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(WAITLIST_UI_TEXT.copyFailed);
      return;
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={label}>
      {copied ? (
        <>
          <CheckIcon size={16} /> Copied
        </>
      ) : (
        children
      )}
    </Button>
  );
}
