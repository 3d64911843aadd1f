// The listed items of a policy (backup plans, conditions, scheduled scripts): each with its state and
// enabled switch. Switching an inherited item overrides it with the parent's value and the switch
// changed; conditions can be added and edited here as well.
import type { ConditionItem, EffectivePolicy, ListSection as Section } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemChange } from '../hooks/use-policies.ts';
import { ConditionDialog } from './condition-dialog.tsx';
import { ItemRow } from './item-row.tsx';

interface ListSectionProps {
  section: Section;
  effective: EffectivePolicy;
  policyNames: ReadonlyMap<number, string>;
  onChange: (change: ItemChange) => Promise<boolean>;
  pending: boolean;
}

type Entry = EffectivePolicy[Section][number];

function useItemText() {
  const { t } = useTranslation('policies');
  return (section: Section, entry: Entry): { label: string; detail: string } => {
    if (section === 'backupPlans') {
      const { plan } = (entry as EffectivePolicy['backupPlans'][number]).value;
      return {
        label: plan.name,
        detail: t('item.backupPlan', {
          type: t(`browser.planTypes.${plan.type}`, { ns: 'backup' }),
          destination: t(`plans.destinations.${plan.destination}`, { ns: 'backup' }),
        }),
      };
    }
    if (section === 'conditions') {
      const { value } = entry as EffectivePolicy['conditions'][number];
      return { label: value.name, detail: t(`condition.types.${value.condition.type}`) };
    }
    const { value } = entry as EffectivePolicy['scheduledScripts'][number];
    return {
      label: t('item.script', { id: value.scriptId }),
      detail: t('item.scriptDetail', { key: entry.key }),
    };
  };
}

/** A key for a new condition: stable once saved, so children override it by this key. */
const newKey = () => `condition-${crypto.randomUUID().slice(0, 8)}`;

export function ListSection({ section, effective, policyNames, onChange, pending }: ListSectionProps) {
  const { t } = useTranslation('policies');
  const text = useItemText();
  const [editing, setEditing] = useState<{ key: string; initial?: ConditionItem } | null>(null);
  const items = effective[section] as Entry[];
  return (
    <>
      {items.length === 0 ? (
        <p className="empty-state">{t(`sections.empty.${section}`)}</p>
      ) : (
        <ul className="policy-items">
          {items.map((entry) => {
            const { label, detail } = text(section, entry);
            return (
              <ItemRow
                key={entry.key}
                label={label}
                state={entry}
                policyNames={policyNames}
                enabled={entry.value.enabled}
                onEnabledChange={(enabled) =>
                  onChange({ section, key: entry.key, value: { ...entry.value, enabled } })
                }
                onEdit={
                  section === 'conditions'
                    ? () => setEditing({ key: entry.key, initial: entry.value as ConditionItem })
                    : undefined
                }
                onRevert={() => onChange({ section, key: entry.key })}
                pending={pending}
              >
                {detail}
              </ItemRow>
            );
          })}
        </ul>
      )}
      {section === 'conditions' && (
        <>
          <button type="button" className="button" onClick={() => setEditing({ key: newKey() })}>
            {t('condition.add')}
          </button>
          <ConditionDialog
            open={editing !== null}
            initial={editing?.initial}
            pending={pending}
            onClose={() => setEditing(null)}
            onSave={(value) => {
              if (!editing) return;
              void onChange({ section, key: editing.key, value }).then((saved) => saved && setEditing(null));
            }}
          />
        </>
      )}
    </>
  );
}
