// A role's installation default policy, chosen among the role's policies: devices of the role run by
// it wherever their organisation's map leaves the role unmapped. Changing it saves at once.
import type { NodeRole, PolicySummary } from '@warden/domain';
import { useTranslation } from 'react-i18next';

const NONE = '';

export interface DefaultPolicySelectProps {
  role: NodeRole;
  policyId: number | null;
  policies: readonly PolicySummary[];
  disabled: boolean;
  onChange: (policyId: number | null) => void;
}

export function DefaultPolicySelect({
  role,
  policyId,
  policies,
  disabled,
  onChange,
}: DefaultPolicySelectProps) {
  const { t } = useTranslation('policyMap');
  return (
    <select
      aria-label={t('defaults.label', { role: role.name })}
      value={policyId === null ? NONE : String(policyId)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === NONE ? null : Number(e.target.value))}
    >
      <option value={NONE}>{t('defaults.none')}</option>
      {policies.map((p) => (
        <option key={p.id} value={String(p.id)}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
