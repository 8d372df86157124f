import { get } from './endpoints';

/** The API reference: a page, its script and style, and the OpenAPI document they render. */
export const DOCS_API = {
  page: get('/api/docs', { summary: 'The API reference, as a page', produces: ['text/html'] }),
  script: get('/api/docs/docs.js', { summary: "The reference page's script" }),
  style: get('/api/docs/docs.css', { summary: "The reference page's style" }),
  document: get('/api/docs/openapi.json', {
    summary: 'This API as an OpenAPI 3 document (admins only in production)',
  }),
};
