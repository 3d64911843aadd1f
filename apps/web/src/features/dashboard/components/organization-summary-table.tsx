// Devices per organisation: total, online and offline, each organisation linking to its dashboard.
import type { DeviceSummary } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function OrganizationSummaryTable({ rows }: { rows: DeviceSummary['byOrganization'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="organization-summary" aria-labelledby="organization-summary-title">
      <h2 id="organization-summary-title">{t('byOrganization.title')}</h2>
      <div className="table-wrap">
        <table className="table" aria-labelledby="organization-summary-title">
          <thead>
            <tr>
              <th scope="col">{t('byOrganization.organization')}</th>
              <th scope="col" className="numeric">
                {t('byOrganization.total')}
              </th>
              <th scope="col" className="numeric">
                {t('byOrganization.online')}
              </th>
              <th scope="col" className="numeric">
                {t('byOrganization.offline')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.organizationId}>
                <th scope="row">
                  <Link to={`/customerDashboard/${row.organizationId}/overview`}>{row.name}</Link>
                </th>
                <td className="numeric">{row.total}</td>
                <td className="numeric">{row.online}</td>
                <td className="numeric">{row.total - row.online}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
