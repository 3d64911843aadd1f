// The agent settings of a policy, one inheritable item each: the heartbeat and inventory intervals
// and the actions the server may ask of the agent. Saving a changed value overrides an inherited one.
import {
  AGENT_SETTING_LIMITS,
  type AgentSettingName,
  type AgentSettings,
  agentActions,
  agentSettingNames,
  agentSettingsSchema,
  type EffectivePolicy,
} from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemChange } from '../hooks/use-policies.ts';
import { ItemRow } from './item-row.tsx';

interface SectionProps {
  effective: EffectivePolicy;
  policyNames: ReadonlyMap<number, string>;
  onChange: (change: ItemChange) => void;
  pending: boolean;
}

const limits: Partial<Record<AgentSettingName, { min: number; max: number }>> = {
  heartbeatIntervalSeconds: AGENT_SETTING_LIMITS.heartbeatSeconds,
  inventoryIntervalMinutes: AGENT_SETTING_LIMITS.inventoryMinutes,
};

function NumberSetting({
  name,
  value,
  onSave,
  pending,
}: {
  name: 'heartbeatIntervalSeconds' | 'inventoryIntervalMinutes';
  value: number;
  onSave: (value: number) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('policies');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new value from the server (a save, a revert) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const parsed = agentSettingsSchema.shape[name].safeParse(draft.trim() === '' ? Number.NaN : Number(draft));
  const range = limits[name]!;
  const error = parsed.success ? undefined : t('settings.range', range);
  return (
    <form
      className="policy-setting"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <input
        type="number"
        aria-label={t(`settings.${name}`)}
        aria-invalid={!!error}
        value={draft}
        min={range.min}
        max={range.max}
        onChange={(e) => setDraft(e.target.value)}
      />
      <span className="policy-setting__unit">{t(`settings.unit.${name}`)}</span>
      {draft !== String(value) && (
        <button type="submit" className="button button--primary" disabled={pending || !parsed.success}>
          {tc('actions.save')}
        </button>
      )}
      {error && <span className="field__error">{error}</span>}
    </form>
  );
}

function ActionsSetting({
  value,
  onSave,
  pending,
}: {
  value: AgentSettings['allowedActions'];
  onSave: (value: AgentSettings['allowedActions']) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('policies');
  return (
    <fieldset className="policy-setting policy-setting--actions">
      <legend className="visually-hidden">{t('settings.allowedActions')}</legend>
      {agentActions.map((action) => (
        <label key={action}>
          <input
            type="checkbox"
            checked={value.includes(action)}
            disabled={pending}
            onChange={(e) =>
              onSave(
                e.target.checked
                  ? agentActions.filter((a) => a === action || value.includes(a))
                  : value.filter((a) => a !== action),
              )
            }
          />
          {t(`settings.actions.${action}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function AgentSettingsSection({ effective, policyNames, onChange, pending }: SectionProps) {
  const { t } = useTranslation('policies');
  const save = (key: AgentSettingName) => (value: unknown) =>
    onChange({ section: 'agentSettings', key, value });
  return (
    <ul className="policy-items">
      {agentSettingNames.map((name) => {
        const setting = effective.agentSettings[name];
        return (
          <ItemRow
            key={name}
            label={t(`settings.${name}`)}
            state={setting}
            policyNames={policyNames}
            onRevert={() => onChange({ section: 'agentSettings', key: name })}
            pending={pending}
          >
            {name === 'allowedActions' ? (
              <ActionsSetting
                value={effective.agentSettings.allowedActions.value}
                onSave={save(name)}
                pending={pending}
              />
            ) : (
              <NumberSetting
                name={name}
                value={effective.agentSettings[name].value}
                onSave={save(name)}
                pending={pending}
              />
            )}
          </ItemRow>
        );
      })}
    </ul>
  );
}
