import type { Template } from '@atelier/contract/mail';
import { apiRead } from '../../../lib/api-read';
import { mailKeys } from './keys';

/** GET /api/templates (admin): every template with its subject and HTML, newest first. */
const templates = apiRead<Template[]>({
  key: mailKeys.templates,
  path: () => '/templates',
});

export const templatesQueryOptions = templates.options;
export const useTemplates = templates.use;
