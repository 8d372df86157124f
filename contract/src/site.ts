import { z } from 'zod';
import { healthSchema } from './common';
import { get } from './endpoints';

/** Public settings the web app needs before anyone signs in. */
export const siteConfigSchema = z.object({
  productName: z.string(),
  internationalSiteUrl: z.string(),
  defaultRefCode: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The site's own endpoints, at the root of the API. */
export const SITE_API = {
  config: get('/api/config', { response: { 200: siteConfigSchema } }),
  health: get('/api/health', { response: { 200: healthSchema } }),
};
