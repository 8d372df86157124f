import { blogBodySchema } from '@atelier/contract/blogs';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { sentence, type ServerFields } from '../../components/ui/form';

type BlogOutput = z.output<typeof blogBodySchema>;

/** The form's state: every field a string, the optional ones empty. */
export type BlogFormValues = {
  name: string;
  subheading: string;
  author: string;
  coverImage: string;
  sections: BlogSectionValues[];
};
export type BlogSectionValues = { title: string; description: string; image: string };

export const emptySection = (): BlogSectionValues => ({ title: '', description: '', image: '' });

export const emptyBlog = (): BlogFormValues => ({
  name: '',
  subheading: '',
  author: '',
  coverImage: '',
  sections: [emptySection()],
});

const SECTION_PARTS: Record<string, string> = {
  title: 'title',
  description: 'description',
  image: 'image URL',
};

/** The label of the field at `path` ('sections.0.image' → 'Section 1 image URL'); a list has none. */
export function blogFieldLabel(path: string): string | undefined {
  const [head, index, part] = path.split('.');
  switch (head) {
    case 'name':
      return 'Name';
    case 'subheading':
      return 'Subheading';
    case 'author':
      return 'Author';
    case 'coverImage':
      return 'Cover image URL';
    case 'sections':
      return part && SECTION_PARTS[part] ? `Section ${Number(index) + 1} ${SECTION_PARTS[part]}` : undefined;
    default:
      return undefined;
  }
}

/** A contract message about the field at `path`, as a sentence that names the field. */
function problemOf(message: string, path: string): string {
  const label = blogFieldLabel(path);
  // The contract's 'Section title is required' names no section; the form's label does.
  if (label && / is required$/.test(message)) return `${label} is required.`;
  return sentence(message, label);
}

/**
 * The blog form's schema: the contract's blogBodySchema (spec-2 §5: name, subheading, cover image
 * and each section's title and description required; author and section images optional), its
 * messages worded for the form.
 */
export const blogFormSchema = z.any().transform((value, ctx) => {
  const result = blogBodySchema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    ctx.addIssue({ code: 'custom', path, message: problemOf(issue.message, path.join('.')) });
  }
  return z.NEVER;
}) as unknown as z.ZodType<BlogOutput, BlogFormValues>;

/** The server's refusal of a value, put on the field that holds it. */
export const blogServerFields: ServerFields<BlogFormValues> = (path) => {
  const label = blogFieldLabel(path);
  return label ? { name: path as FieldPath<BlogFormValues>, label } : undefined;
};
