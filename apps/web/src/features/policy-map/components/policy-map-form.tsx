// The map's table: one row per device role with its policy, either one of the role's policies or
// the installation default (named by its policy). Save sends every role that names a policy.
import type { NodeRole, PolicyMapEntry, PolicyMapEntryInput } from '@warden/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-field/form-field.tsx';
import type { PoliciesByRole } from '../hooks/use-policy-choices.ts';

/** What a failed save reports: a message, and per-role messages from the server's fields. */
export interface SaveFailure {
  message: string;
  byRole: Record<string, string>;
}

export interface PolicyMapFormProps {
  name: string;
  roles: readonly NodeRole[];
  entries: readonly PolicyMapEntry[];
  defaults: readonly PolicyMapEntry[];
  choices: PoliciesByRole;
  canEdit: boolean;
  saving: boolean;
  /** Resolves with null once saved, or with what went wrong. */
  onSave: (entries: PolicyMapEntryInput[]) => Promise<SaveFailure | null>;
}

const DEFAULT = '';

const initialChoice = (entries: readonly PolicyMapEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.nodeRoleId, String(e.policyId)]));

export function PolicyMapForm({
  name,
  roles,
  entries,
  defaults,
  choices,
  canEdit,
  saving,
  onSave,
}: PolicyMapFormProps) {
  const { t } = useTranslation('policyMap');
  const [choice, setChoice] = useState<Record<string, string>>(() => initialChoice(entries));
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = roles
      .filter((r) => (choice[r.id] ?? DEFAULT) !== DEFAULT)
      .map((r) => ({ nodeRoleId: r.id, policyId: Number(choice[r.id]) }));
    setFailure(await onSave(sent));
  };

  return (
    <form className="card policy-map-form" onSubmit={submit} aria-describedby={canEdit ? undefined : hintId}>
      {!canEdit && (
        <p id={hintId} className="field__hint">
          {t('readOnly')}
        </p>
      )}
      <div className="table-wrap">
        <table className="table" aria-label={t('tableLabel', { name })}>
          <thead>
            <tr>
              <th scope="col">{t('columns.role')}</th>
              <th scope="col">{t('columns.policy')}</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const fallback = defaults.find((d) => d.nodeRoleId === role.id);
              const error = failure?.byRole[role.id];
              const errorId = `${hintId}-${role.id}`;
              return (
                <tr key={role.id}>
                  <th scope="row">{role.name}</th>
                  <td>
                    <select
                      aria-label={t('policyFor', { role: role.name })}
                      value={choice[role.id] ?? DEFAULT}
                      disabled={!canEdit || saving}
                      aria-invalid={!!error}
                      aria-describedby={error ? errorId : undefined}
                      onChange={(e) => setChoice({ ...choice, [role.id]: e.target.value })}
                    >
                      <option value={DEFAULT}>
                        {fallback
                          ? t('installationDefault', { name: fallback.policyName })
                          : t('noInstallationDefault')}
                      </option>
                      {(choices.get(role.id) ?? []).map((p) => (
                        <option key={p.id} value={String(p.id)}>
                          {p.name}
                        </option>
                      ))}
                    </select>
                    {error && (
                      <span id={errorId} className="field__error">
                        {error}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormAlert message={failure?.message} />
      {canEdit && (
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('save')}
        </button>
      )}
    </form>
  );
}
