import { BLOG_LIMITS, type BlogBody } from '@atelier/contract/blogs';
import { Button } from '../../../components/ui/button';
import { TextField, TextareaField, UrlField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { SectionList } from '../../../components/ui/section-list';
import { blogFormSchema, blogServerFields, emptyBlog, emptySection } from '../validation';
import styles from '../../../components/ui/sectioned-form.module.css';

interface BlogFormProps {
  pending: boolean;
  /** Sends the blog; a rejection is the server's refusal, shown on the field it names. */
  onSubmit: (body: BlogBody) => Promise<unknown>;
}

/** spec-2 Blog creation: the blog's fields and its sections, one of which always stays. */
export function BlogForm({ pending, onSubmit }: BlogFormProps) {
  // After a refused submit each field is checked again as it is edited: a long form shows its fixes at once.
  const form = useZodForm(blogFormSchema, { defaultValues: emptyBlog(), reValidateMode: 'onChange' });
  const { control } = form;

  async function submit(body: BlogBody) {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerError(form, error, blogServerFields);
      return;
    }
    // spec-2 §4: the form resets on success.
    form.reset(emptyBlog());
  }

  return (
    <form className={styles.form} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>
          <h2>Blog</h2>
        </legend>
        <Field control={control} name="name" as={TextField} label="Name" maxLength={BLOG_LIMITS.name * 2} />
        <Field
          control={control}
          name="subheading"
          as={TextField}
          label="Subheading"
          maxLength={BLOG_LIMITS.subheading * 2}
        />
        <div className={styles.grid2}>
          <Field
            control={control}
            name="author"
            as={TextField}
            label="Author"
            hint="Optional: shown as the byline."
            autoComplete="off"
            maxLength={BLOG_LIMITS.author * 2}
          />
          <Field control={control} name="coverImage" as={UrlField} label="Cover image URL" />
        </div>
      </fieldset>
      <SectionList control={control} name="sections" max={BLOG_LIMITS.sections} emptySection={emptySection}>
        {(index, label) => (
          <>
            <Field
              control={control}
              name={`sections.${index}.title`}
              as={TextField}
              label={label('Title')}
              maxLength={BLOG_LIMITS.sectionTitle * 2}
            />
            <Field
              control={control}
              name={`sections.${index}.description`}
              as={TextareaField}
              label={label('Description')}
              rows={6}
              maxLength={BLOG_LIMITS.sectionDescription * 2}
            />
            <Field
              control={control}
              name={`sections.${index}.image`}
              as={UrlField}
              label={label('Image URL')}
              hint="Optional."
            />
          </>
        )}
      </SectionList>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          Add Blog
        </Button>
      </div>
    </form>
  );
}
