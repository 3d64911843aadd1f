// A policy's items grouped by section (agent settings, backup plans, conditions, scheduled scripts),
// each item showing where its value comes from.
import {
  type EffectivePolicy,
  listSections,
  type PolicyLink,
  type ScriptOperatingSystem,
} from '@warden/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemChange } from '../hooks/use-policies.ts';
import { AgentSettingsSection } from './agent-settings-section.tsx';
import { ListSection } from './list-section.tsx';

export interface PolicySectionsProps {
  effective: EffectivePolicy;
  chain: readonly PolicyLink[];
  onChange: (change: ItemChange) => Promise<boolean>;
  /** Sets an item and lets a failure through, for the item dialogs. */
  save: (change: ItemChange) => Promise<unknown>;
  pending: boolean;
  /** The policy role's operating system: its scheduled scripts are picked among those for it. */
  operatingSystem?: ScriptOperatingSystem;
}

export function PolicySections({
  effective,
  chain,
  onChange,
  save,
  pending,
  operatingSystem,
}: PolicySectionsProps) {
  const { t } = useTranslation('policies');
  const policyNames = useMemo(() => new Map(chain.map((p) => [p.id, p.name])), [chain]);
  const common = { effective, policyNames, onChange, pending };
  return (
    <div className="policy-sections">
      <section className="card" aria-labelledby="policy-section-agentSettings">
        <h2 id="policy-section-agentSettings">{t('sections.agentSettings')}</h2>
        <AgentSettingsSection {...common} />
      </section>
      {listSections.map((section) => (
        <section key={section} className="card" aria-labelledby={`policy-section-${section}`}>
          <h2 id={`policy-section-${section}`}>{t(`sections.${section}`)}</h2>
          <ListSection section={section} save={save} operatingSystem={operatingSystem} {...common} />
        </section>
      ))}
    </div>
  );
}
