import { ROLES } from '@atelier/contract/roles';
import { createUserBodySchema, USER_ERRORS } from '@atelier/contract/users';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormActions } from '../../../components/ui/form-actions';
import { EmailField, SelectField, TextField } from '../../../components/ui/field';
import { Field, showServerError, useZodForm, worded, type ServerFields } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { useCreateUser } from '../api/create-user';
import { ROLE_LABELS, USER_UI_TEXT } from '../messages';
import styles from './create-user-dialog.module.css';

const shape = createUserBodySchema.shape;

/** The contract's rules worded as sentences; a blank e-mail is missing rather than malformed. */
const createUserFormSchema = z.object({
  name: worded(shape.name, 'Name'),
  email: z.string().trim().min(1, 'Email is required.').pipe(worded(shape.email, 'Email')),
  role: worded(shape.role, 'Role'),
});
type CreateUserValues = z.input<typeof createUserFormSchema>;

const serverFields: ServerFields<CreateUserValues> = {
  name: { name: 'name', label: 'Name' },
  email: { name: 'email', label: 'Email' },
  role: { name: 'role', label: 'Role' },
  [USER_ERRORS.emailTaken.code]: { name: 'email' },
};

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Create user: the admin names the person and the role; the invitation lets them choose a password. */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(createUserFormSchema, { defaultValues: { name: '', email: '', role: 'student' } });
  const create = useCreateUser();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { message, inviteSent } = await create.mutateAsync(body);
      // The message says whether the invitation went out; one that did not is worth a second look.
      (inviteSent === false ? toast.warning : toast.success)(message);
      onClose();
    } catch (error) {
      const problem = showServerError(form, error, serverFields);
      if (!problem?.name) toast.error(problem?.message ?? USER_UI_TEXT.createFailed);
    }
  });

  return (
    <Modal title="Create user" onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{USER_UI_TEXT.createHint}</p>
        <Field control={form.control} name="name" as={TextField} label="Name" autoComplete="off" />
        <Field
          control={form.control}
          name="email"
          as={EmailField}
          label="Email"
          autoComplete="off"
          spellCheck={false}
        />
        <Field control={form.control} name="role" as={SelectField} label="Role" options={ROLE_OPTIONS} />
        <FormActions className={styles.actions} pending={create.isPending} onCancel={onClose}>
          Create user
        </FormActions>
      </form>
    </Modal>
  );
}
