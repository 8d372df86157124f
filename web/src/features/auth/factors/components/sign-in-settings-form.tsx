import { ROLES, type Role } from '@atelier/contract/auth';
import { signInSettingsSchema, type SignInSettings } from '@atelier/contract/factors';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { TitledCard } from '../../../../components/ui/card';
import { TextareaField, TextField } from '../../../../components/ui/field';
import { toastError } from '../../../../lib/error-toast';
import { ROLE_LABELS } from '../../roles';
import { useSaveSignInSettings } from '../api/sign-in-settings';
import { SIGN_IN_SETTINGS_TEXT as TEXT } from '../messages';
import styles from './factors.module.css';

interface ProviderRow {
  key: number;
  id: string;
  domains: string;
}

let nextKey = 0;
const rowsOf = (domains: SignInSettings['signupDomains']): ProviderRow[] =>
  Object.entries(domains).map(([id, list]) => ({ key: nextKey++, id, domains: list.join(', ') }));

/** The settings form, filled with what the server holds; the contract's schema checks it before it is sent. */
export function SignInSettingsForm({ settings }: { settings: SignInSettings }) {
  const [roles, setRoles] = useState<Role[]>(settings.mfaRoles);
  const [rows, setRows] = useState(() => rowsOf(settings.signupDomains));
  const [problem, setProblem] = useState<string>();
  const save = useSaveSignInSettings();

  const edit = (key: number, change: Partial<ProviderRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      mfaRoles: roles,
      signupDomains: Object.fromEntries(
        rows.map((row) => [row.id.trim(), row.domains.split(/[\s,;]+/).filter(Boolean)]),
      ),
    };
    const checked = signInSettingsSchema.safeParse(body);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setProblem(`${issue!.path.join(' › ') || 'Settings'}: ${issue!.message}`);
      return;
    }
    setProblem(undefined);
    save.mutate(body, {
      onSuccess: () => toast.success(TEXT.saved),
      onError: (e) => toastError(e, TEXT.saveFailed),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TitledCard headingId="mfa-roles-heading" title={TEXT.rolesHeading} description={TEXT.rolesLead}>
        <fieldset className={styles.roleChoices} aria-labelledby="mfa-roles-heading">
          {ROLES.map((role) => (
            <label key={role} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) =>
                  setRoles(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
                }
              />
              {ROLE_LABELS[role]}
            </label>
          ))}
        </fieldset>
      </TitledCard>
      <TitledCard
        headingId="signup-domains-heading"
        title={TEXT.domainsHeading}
        description={TEXT.domainsLead}
      >
        <div className={styles.form}>
          {rows.length === 0 && <p className={styles.lead}>{TEXT.noProviders}</p>}
          {rows.map((row) => (
            <div key={row.key} className={styles.providerRow}>
              <TextField
                label={TEXT.provider}
                value={row.id}
                onChange={(e) => edit(row.key, { id: e.target.value })}
              />
              <TextareaField
                label={TEXT.domains}
                rows={2}
                value={row.domains}
                onChange={(e) => edit(row.key, { domains: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                {TEXT.removeProvider}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            className={styles.start}
            onClick={() => setRows([...rows, { key: nextKey++, id: '', domains: '' }])}
          >
            {TEXT.addProvider}
          </Button>
        </div>
      </TitledCard>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button type="submit" className={styles.start} loading={save.isPending}>
        {TEXT.save}
      </Button>
    </form>
  );
}
