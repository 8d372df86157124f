import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { WAITLIST_UI_TEXT } from '../messages';

interface CopyButtonProps {
  text: string;
  /** The button's words, e.g. 'Copy code'. */
  children: string;
  /** What is copied, e.g. 'your referral code': added to the name for screen readers only. */
  what: string;
}

/** Copies `text` to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, children, what }: CopyButtonProps) {
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
    // The name starts with the words shown (WCAG 2.5.3), then says what is copied.
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {copied ? (
        <>
          <CheckIcon size={16} aria-hidden="true" /> Copied
        </>
      ) : (
        children
      )}
      <span className="visually-hidden"> ({what})</span>
    </Button>
  );
}
