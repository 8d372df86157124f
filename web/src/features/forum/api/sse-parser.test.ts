import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parse = createSseParser((event) => events.push(event));
  chunks.forEach(parse);
  return events;
}

describe('createSseParser', () => {
  it('reads named events with their data, one per blank line', () => {
    expect(parseAll(['event: changed\ndata: 1\n\nevent: changed\ndata: 2\n\n'])).toEqual([
      { event: 'changed', data: '1' },
      { event: 'changed', data: '2' },
    ]);
  });

  it('joins the chunks of a stream cut anywhere, CRLF split between chunks included', () => {
    const stream = 'event: changed\r\ndata: {"at":1}\r\n\r\n';
    const oneByOne = parseAll([...stream]);
    expect(oneByOne).toEqual([{ event: 'changed', data: '{"at":1}' }]);
    expect(parseAll(['event: chan', 'ged\r', '\ndata: {"at"', ':1}\r', '\n\r', '\n'])).toEqual(oneByOne);
  });

  it('skips comments (keep-alives) and unknown fields, and names an unnamed event "message"', () => {
    expect(parseAll([': ping\n\n', 'id: 7\nretry: 10\ndata:x\ndata: y\n\n'])).toEqual([
      { event: 'message', data: 'x\ny' },
    ]);
  });

  it('passes on an event without a data line, and nothing until its blank line arrives', () => {
    const events: SseEvent[] = [];
    const parse = createSseParser((event) => events.push(event));
    parse('event: changed\n');
    expect(events).toEqual([]);
    parse('\n');
    expect(events).toEqual([{ event: 'changed', data: '' }]);
  });

  it('takes lone CRs as line ends, once the next chunk shows a final CR is not half a CRLF', () => {
    expect(parseAll(['event: changed\rdata: 3\r\r'])).toEqual([]);
    expect(parseAll(['event: changed\rdata: 3\r\r', ': next'])).toEqual([{ event: 'changed', data: '3' }]);
  });
});
