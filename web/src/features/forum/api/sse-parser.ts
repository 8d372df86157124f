/** One Server-Sent Event: its name ('message' when the stream named none) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A parser of a text/event-stream (the WHATWG format): feed it the decoded text as it arrives, in
 * chunks cut anywhere; it calls `onEvent` at each blank line that ends an event. Comment lines
 * (`: keep-alive`) and unknown fields are skipped. Unlike EventSource it also passes on an event
 * that named itself but carried no data line (`event: changed` alone is news enough here).
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let pending = '';
  let name = '';
  let data: string[] | null = null;

  function line(text: string) {
    if (text === '') {
      if (name || data) onEvent({ event: name || 'message', data: (data ?? []).join('\n') });
      name = '';
      data = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') (data ??= []).push(value);
  }

  return (chunk) => {
    let text = pending + chunk;
    // A CR at the end may be the first half of a CRLF that the next chunk completes.
    const heldCr = text.endsWith('\r') ? '\r' : '';
    if (heldCr) text = text.slice(0, -1);
    const lines = text.split(/\r\n|\r|\n/);
    pending = (lines.pop() ?? '') + heldCr;
    lines.forEach(line);
  };
}
