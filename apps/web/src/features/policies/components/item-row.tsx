// One item of a policy with its inheritance state (spec 001 section 4): inherited from the ancestor
// that sets it, overridden, or the policy's own. Changing, enabling or disabling an inherited item
// overrides it; Revert, offered on hover or focus of an overridden item, restores the parent's value.
import { type InheritanceState, itemState } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ItemRowProps {
  label: string;
  state: InheritanceState;
  /** Names of the policies of the chain by id, for "inherited from". */
  policyNames: ReadonlyMap<number, string>;
  /** The item's enabled switch (listed items); omitted for agent settings. */
  enabled?: boolean;
  onEnabledChange?: (enabled: boolean) => void;
  onEdit?: () => void;
  onRevert: () => void;
  pending: boolean;
  /** The value, or its editor. */
  children: ReactNode;
}

export function ItemStateLabel({
  state,
  policyNames,
}: {
  state: InheritanceState;
  policyNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('policies');
  const kind = itemState(state);
  let text: string;
  if (kind === 'OVERRIDDEN') text = t('state.overridden');
  else if (kind === 'OWN') text = t('state.own');
  else if (state.sourcePolicyId === null) text = t('state.inheritedDefault');
  else
    text = t('state.inherited', {
      name: policyNames.get(state.sourcePolicyId) ?? t('state.unknownPolicy', { id: state.sourcePolicyId }),
    });
  return (
    <span className={`policy-item__state policy-item__state--${kind.toLowerCase()}`} data-state={kind}>
      {text}
    </span>
  );
}

export function ItemRow(props: ItemRowProps) {
  const { t } = useTranslation('policies');
  const { label, state, enabled, onEnabledChange, onEdit, onRevert, pending } = props;
  const kind = itemState(state);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the row takes focus so keyboard users reach its Revert, shown on focus
    <li className="policy-item" data-state={kind} tabIndex={0} aria-label={label}>
      <div className="policy-item__head">
        <span className="policy-item__label">{label}</span>
        <ItemStateLabel state={state} policyNames={props.policyNames} />
      </div>
      <div className="policy-item__value">{props.children}</div>
      <div className="policy-item__actions">
        {enabled !== undefined && onEnabledChange && (
          <label className="policy-item__switch">
            <input
              type="checkbox"
              checked={enabled}
              disabled={pending}
              onChange={(e) => onEnabledChange(e.target.checked)}
            />
            {t('item.enabled')}
          </label>
        )}
        {onEdit && (
          <button type="button" className="button" onClick={onEdit} disabled={pending}>
            {t('item.edit')}
          </button>
        )}
        {kind === 'OVERRIDDEN' && (
          <button type="button" className="button policy-item__revert" onClick={onRevert} disabled={pending}>
            {t('item.revert')}
          </button>
        )}
        {kind === 'OWN' && enabled !== undefined && (
          <button type="button" className="button" onClick={onRevert} disabled={pending}>
            {t('item.remove')}
          </button>
        )}
      </div>
    </li>
  );
}
