import { templateBodySchema } from '@atelier/contract/mail';
import { z } from 'zod';
import { worded } from '../../components/ui/form';

export const TEMPLATE_LABELS = {
  name: 'Template name',
  subject: 'Subject',
  html: 'HTML content',
} as const;

/** A template as the contract checks it (templateBodySchema), its messages worded for the form. */
export const templateFormSchema = z.object({
  name: worded(templateBodySchema.shape.name, TEMPLATE_LABELS.name),
  subject: worded(templateBodySchema.shape.subject, TEMPLATE_LABELS.subject),
  html: worded(templateBodySchema.shape.html, TEMPLATE_LABELS.html),
});
export type TemplateFormValues = z.input<typeof templateFormSchema>;

export const emptyTemplate = (): TemplateFormValues => ({ name: '', subject: '', html: '' });

/** spec-2 §5: a blank field (after trimming) is 'All fields are required.'. */
export const hasBlankField = (values: Partial<Record<keyof TemplateFormValues, unknown>>) =>
  (['name', 'subject', 'html'] as const).some((key) => {
    const value = values[key];
    return typeof value !== 'string' || value.trim() === '';
  });
