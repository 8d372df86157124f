/** Sends the browser to another site (a seam tests can replace; jsdom cannot navigate). */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
