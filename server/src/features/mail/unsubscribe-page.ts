import { MAIL_TEXT } from '@atelier/contract/mail';
import escapeHtml from 'escape-html';

/**
 * The unsubscribe pages are the only HTML the API answers: a mail client opens the link without
 * the web app. No script at all; the one form posts to the same signed address.
 */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f5f4;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917}' +
  'main{box-sizing:border-box;width:min(32rem,calc(100% - 2rem));padding:2rem;background:#fff;' +
  'border:1px solid #e7e5e4;border-radius:12px;box-shadow:0 1px 2px rgb(0 0 0 / 5%)}' +
  'h1{margin:0 0 .75rem;font-size:1.375rem;line-height:1.3}p{margin:0 0 1.25rem;color:#44403c}' +
  'button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:8px;' +
  'background:#1c1917;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #a8a29e;outline-offset:2px}';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

export function confirmPage(productName: string, email: string): string {
  return page(
    MAIL_TEXT.unsubscribeTitle(productName),
    `<p>${escapeHtml(MAIL_TEXT.unsubscribeConfirm(email))}</p>` +
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit">${escapeHtml(MAIL_TEXT.unsubscribeButton)}</button></form>`,
  );
}

export function donePage(productName: string, email: string): string {
  return page(
    MAIL_TEXT.unsubscribeTitle(productName),
    `<p>${escapeHtml(MAIL_TEXT.unsubscribeDone(email))}</p>`,
  );
}

export function invalidPage(productName: string): string {
  return page(MAIL_TEXT.unsubscribeTitle(productName), `<p>${escapeHtml(MAIL_TEXT.unsubscribeInvalid)}</p>`);
}
