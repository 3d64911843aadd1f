// The effective result of a device's policy, read-only: every item's value and where it comes from
// (a policy of the chain, or the installation's defaults).
import { agentSettingNames, type EffectivePolicy, type InheritanceState, listSections } from '@warden/domain';
import { useTranslation } from 'react-i18next';

export function EffectivePolicyView({
  effective,
  policyNames,
}: {
  effective: EffectivePolicy;
  policyNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation('policies');
  const { t: ts } = useTranslation('deviceSettings');
  const source = (state: InheritanceState) =>
    state.sourcePolicyId === null
      ? ts('effective.defaults')
      : (policyNames.get(state.sourcePolicyId) ?? t('state.unknownPolicy', { id: state.sourcePolicyId }));
  const rows: { id: string; section: string; item: string; value: string; state: InheritanceState }[] = [];
  for (const name of agentSettingNames) {
    const setting = effective.agentSettings[name];
    const value =
      name === 'allowedActions'
        ? effective.agentSettings.allowedActions.value.map((a) => t(`settings.actions.${a}`)).join(', ')
        : `${setting.value} ${t(`settings.unit.${name}`)}`;
    rows.push({
      id: name,
      section: t('sections.agentSettings'),
      item: t(`settings.${name}`),
      value,
      state: setting,
    });
  }
  for (const section of listSections) {
    for (const entry of effective[section]) {
      const item =
        'name' in entry.value
          ? entry.value.name
          : 'plan' in entry.value
            ? entry.value.plan.name
            : t('item.script', { id: entry.value.scriptId });
      rows.push({
        id: `${section}:${entry.key}`,
        section: t(`sections.${section}`),
        item,
        value: entry.value.enabled ? ts('effective.on') : ts('effective.off'),
        state: entry,
      });
    }
  }
  return (
    <div className="table-wrap">
      <table className="table" aria-label={ts('effective.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">{ts('effective.section')}</th>
            <th scope="col">{ts('effective.item')}</th>
            <th scope="col">{ts('effective.value')}</th>
            <th scope="col">{ts('effective.source')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.section}</td>
              <td>{row.item}</td>
              <td>{row.value}</td>
              <td>{source(row.state)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
