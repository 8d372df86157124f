import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadPage } from './app/router';
import './styles/global.css';

const container = document.getElementById('root')!;
// The build prerenders the public pages (scripts/prerender.mjs) and marks their root.
const prerendered = container.hasAttribute('data-prerendered');
const app = (
  <StrictMode>
    <App router={BrowserRouter} prerendered={prerendered} />
  </StrictMode>
);

if (prerendered) {
  // The page's code first, so the first render is the HTML already on screen.
  void preloadPage(window.location.pathname).then(
    () => hydrateRoot(container, app),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
