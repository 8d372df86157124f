// The entry of the prerender (scripts/prerender.mjs builds it with Vite for Node): each public page
// rendered to HTML at build time, as a visitor who is not signed in sees it before any script runs.
// The browser's entry (main.tsx) then hydrates the same tree over it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { takePrerenderedTitle } from './lib/page-title';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's <title>, as usePageTitle sets it. */
  title: string | undefined;
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  await preloadPage(pathname);
  takePrerenderedTitle();
  const Router = ({ children }: { children: React.ReactNode }) => (
    <StaticRouter location={pathname}>{children}</StaticRouter>
  );
  // The same tree as main.tsx's, so that hydration finds what it renders. The page's code is in
  // (preloadPage), so nothing suspends and the page is in the HTML.
  const html = renderToString(
    <StrictMode>
      <App router={Router} prerendered />
    </StrictMode>,
  );
  // A part that suspended was rendered as its fallback (<!--$!-->), for the browser to render: the
  // page would not be in the HTML, and hydrating it would report an error.
  if (/<!--\$[!?]-->/.test(html))
    throw new Error(`${pathname}: a part of the page suspended while prerendering`);
  return { html, title: takePrerenderedTitle() };
}
