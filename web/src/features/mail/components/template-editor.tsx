import { MAIL_ERRORS, type Template } from '@atelier/contract/mail';
import { useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, TitledCard } from '../../../components/ui/card';
import { TextareaField, TextField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm } from '../../../components/ui/form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';
import { MAIL_LIMITS, MAIL_MESSAGES, MAIL_TEXT, MAIL_UI_TEXT, TEMPLATE_PLACEHOLDERS } from '../messages';
import {
  emptyTemplate,
  hasBlankField,
  TEMPLATE_LABELS,
  templateFormSchema,
  type TemplateFormValues,
} from '../validation';
import styles from './template-editor.module.css';
import { TemplatePreview } from './template-preview';

const serverFields = {
  name: { name: 'name', label: TEMPLATE_LABELS.name },
  subject: { name: 'subject', label: TEMPLATE_LABELS.subject },
  html: { name: 'html', label: TEMPLATE_LABELS.html },
  // A name taken already is the name field's problem (only a new template has one to take).
  [MAIL_ERRORS.templateTaken.code]: { name: 'name' },
} as const;

interface TemplateEditorProps {
  /** The template being updated; none to upload a new one. The parent keys the editor by it. */
  editing: Template | null;
  /** The update is saved or given up: back to uploading. */
  onDone: () => void;
}

/** The Email Template Manager's form (spec-2 §2) in its two modes, Upload and Update, beside a preview. */
export function TemplateEditor({ editing, onDone }: TemplateEditorProps) {
  const form = useZodForm(templateFormSchema, {
    defaultValues: editing
      ? { name: editing.name, subject: editing.subject, html: editing.html }
      : emptyTemplate(),
  });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const pending = create.isPending || update.isPending;
  const html = useWatch({ control: form.control, name: 'html' });
  // The frame reloads its document on each change: once per pause in the typing is enough.
  const preview = useDebouncedValue(typeof html === 'string' ? html : '', 300);

  async function save(body: { name: string; subject: string; html: string }) {
    try {
      // The name is locked while editing: the path and the body both hold the stored one.
      const answer = editing
        ? await update.mutateAsync({ ...body, name: editing.name })
        : await create.mutateAsync(body);
      toast.success(answer?.message || (editing ? MAIL_TEXT.templateUpdated : MAIL_TEXT.templateSaved));
      form.reset(emptyTemplate());
      onDone();
    } catch (error) {
      const problem = showServerError<TemplateFormValues>(form, error, serverFields);
      toast.error(problem?.message ?? MAIL_MESSAGES.somethingWentWrong);
    }
  }

  const onSubmit = form.handleSubmit(save, () => {
    if (hasBlankField(form.getValues())) toast.error(MAIL_MESSAGES.allFieldsRequired);
  });

  return (
    <div className={styles.editor}>
      <Card aria-labelledby="template-form-heading">
        <div className={styles.head}>
          <CardHeader
            id="template-form-heading"
            title={editing ? 'Update template' : 'Upload template'}
            description={
              editing
                ? `Editing “${editing.name}”; its name stays as it is.`
                : 'A new template, saved by its name.'
            }
          />
          <span className={styles.mode} data-mode={editing ? 'update' : 'upload'}>
            {editing ? 'Update' : 'Upload'}
          </span>
        </div>
        <form
          className={styles.form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-labelledby="template-form-heading"
        >
          <Field
            control={form.control}
            name="name"
            as={TextField}
            label={TEMPLATE_LABELS.name}
            readOnly={editing !== null}
            hint={editing ? 'The name cannot change while editing.' : undefined}
            maxLength={MAIL_LIMITS.templateName * 2}
            spellCheck={false}
            autoComplete="off"
            required
          />
          <Field
            control={form.control}
            name="subject"
            as={TextField}
            label={TEMPLATE_LABELS.subject}
            maxLength={MAIL_LIMITS.subject * 2}
            autoFocus={editing !== null}
            autoComplete="off"
            required
          />
          <Field
            control={form.control}
            name="html"
            as={TextareaField}
            label={TEMPLATE_LABELS.html}
            className={styles.code}
            hint={MAIL_UI_TEXT.placeholders(TEMPLATE_PLACEHOLDERS)}
            rows={16}
            spellCheck={false}
            autoCapitalize="off"
            required
          />
          <div className={styles.actions}>
            {editing && (
              <Button variant="secondary" onClick={onDone} disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={pending}>
              {editing ? 'Update Template' : 'Upload Template'}
            </Button>
          </div>
        </form>
      </Card>
      <TitledCard
        headingId="template-preview-heading"
        className={styles.previewCard}
        title="Preview"
        description="Scripts do not run here."
      >
        {preview.trim() ? (
          <TemplatePreview html={preview} title="Preview of the template being written" />
        ) : (
          <p className={styles.empty}>{MAIL_UI_TEXT.previewEmpty}</p>
        )}
      </TitledCard>
    </div>
  );
}
