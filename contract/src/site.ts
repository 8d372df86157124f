import { z } from 'zod';

/** Public settings the web app needs before anyone signs in. */
export const siteConfigSchema = z.object({
  productName: z.string(),
  internationalSiteUrl: z.string(),
  defaultRefCode: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
