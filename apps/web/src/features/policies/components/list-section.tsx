// The listed items of a policy (backup plans, conditions, scheduled scripts): each with its state and
// enabled switch. Switching an inherited item overrides it with the parent's value and the switch
// changed; items of every kind are added and edited here in their own dialogs, and saving an
// inherited one overrides it.
import {
  type BackupPlanItem,
  type ConditionItem,
  describeSchedule,
  type EffectivePolicy,
  type ScheduledScriptItem,
  type ScriptOperatingSystem,
  type ListSection as Section,
} from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScriptsById } from '../hooks/use-item-choices.ts';
import type { ItemChange } from '../hooks/use-policies.ts';
import { BackupPlanDialog } from './backup-plan-dialog.tsx';
import { ConditionDialog } from './condition-dialog.tsx';
import { ItemRow } from './item-row.tsx';
import { ScheduledScriptDialog } from './scheduled-script-dialog.tsx';

interface ListSectionProps {
  section: Section;
  effective: EffectivePolicy;
  policyNames: ReadonlyMap<number, string>;
  onChange: (change: ItemChange) => Promise<boolean>;
  /** Sets an item and lets a failure through, for dialogs that show it on their fields. */
  save: (change: ItemChange) => Promise<unknown>;
  pending: boolean;
  /** Limits the scheduled scripts' picker to the policy's operating system. */
  operatingSystem?: ScriptOperatingSystem;
}

type Entry = EffectivePolicy[Section][number];

function useItemText(section: Section, items: readonly Entry[]) {
  const { t } = useTranslation('policies');
  const scripts = useScriptsById(
    section === 'scheduledScripts' ? items.map((e) => (e.value as ScheduledScriptItem).scriptId) : [],
  );
  return (entry: Entry): { label: string; detail: string } => {
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
      label: scripts.get(value.scriptId)?.name ?? t('item.script', { id: value.scriptId }),
      detail: describeSchedule(value.schedule),
    };
  };
}

const keyPrefix: Record<Section, string> = {
  backupPlans: 'plan',
  conditions: 'condition',
  scheduledScripts: 'script',
};
/** A key for a new item: stable once saved, so children override it by this key. */
const newKey = (section: Section) => `${keyPrefix[section]}-${crypto.randomUUID().slice(0, 8)}`;

interface Editing {
  key: string;
  initial?: Entry['value'];
}

export function ListSection(props: ListSectionProps) {
  const { section, effective, policyNames, onChange, pending } = props;
  const { t } = useTranslation('policies');
  const items = effective[section] as Entry[];
  const text = useItemText(section, items);
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <>
      {items.length === 0 ? (
        <p className="empty-state">{t(`sections.empty.${section}`)}</p>
      ) : (
        <ul className="policy-items">
          {items.map((entry) => {
            const { label, detail } = text(entry);
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
                onEdit={() => setEditing({ key: entry.key, initial: entry.value })}
                onRevert={() => onChange({ section, key: entry.key })}
                pending={pending}
              >
                {detail}
              </ItemRow>
            );
          })}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setEditing({ key: newKey(section) })}>
        {t(`sections.add.${section}`)}
      </button>
      <ItemDialog {...props} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The dialog of the section's item kind, for the item being added or edited. */
function ItemDialog({
  section,
  onChange,
  save,
  pending,
  operatingSystem,
  editing,
  onClose,
}: ListSectionProps & { editing: Editing | null; onClose: () => void }) {
  if (section === 'conditions')
    return (
      <ConditionDialog
        open={editing !== null}
        initial={editing?.initial as ConditionItem | undefined}
        pending={pending}
        onClose={onClose}
        onSave={(value) => {
          if (!editing) return;
          void onChange({ section, key: editing.key, value }).then((saved) => saved && onClose());
        }}
      />
    );
  if (!editing) return null;
  const send = (value: unknown) => save({ section, key: editing.key, value });
  return section === 'backupPlans' ? (
    <BackupPlanDialog
      initial={editing.initial as BackupPlanItem | undefined}
      onSave={send}
      onClose={onClose}
    />
  ) : (
    <ScheduledScriptDialog
      initial={editing.initial as ScheduledScriptItem | undefined}
      operatingSystem={operatingSystem}
      onSave={send}
      onClose={onClose}
    />
  );
}
