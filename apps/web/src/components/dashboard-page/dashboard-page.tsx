// The frame of a list page offered both system-wide and on an organisation's dashboard (alerts,
// pending scripts, activities): the system page's title row, and the organisation page's header,
// dashboard tabs and titled card once the organisation has loaded.
import type { OrganizationDetail } from '@warden/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CustomerHeader } from '../../features/dashboard/components/customer-header.tsx';
import { LoadError } from '../../features/devices/components/load-error.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { CustomerTabsNav } from '../../features/organizations/components/customer-tabs-nav.tsx';
import { useOrganizationDetail } from '../../features/organizations/hooks/use-organization-detail.ts';
import { Spinner } from '../spinner/spinner.tsx';
import '../../features/dashboard/dashboard.css';

export interface SystemDashboardPageProps {
  /** The page's name: its class is `<name>-page` beside `page`. */
  name: string;
  title: string;
  /** A line under the title row. */
  intro?: string;
  children: ReactNode;
}

export function SystemDashboardPage({ name, title, intro, children }: SystemDashboardPageProps) {
  return (
    <section className={`page ${name}-page`}>
      <header className="page__header">
        <h1>{title}</h1>
      </header>
      {intro && <p className="field__hint">{intro}</p>}
      {children}
    </section>
  );
}

export interface CustomerDashboardPageProps {
  /** The page's name: its class is `<name>-page`, and the card's heading id `customer-<name>`. */
  name: string;
  title: string;
  intro?: string;
  /** The spinner's label while the organisation loads; the common "Loading…" when omitted. */
  loadingLabel?: string;
  /** The card's body, for the organisation of the route's :id. */
  children: (organization: OrganizationDetail) => ReactNode;
}

export function CustomerDashboardPage(props: CustomerDashboardPageProps) {
  const { t } = useTranslation('common');
  const organization = useOrganizationDetail(useParams().id);
  if (organization.notFound) return <NotFoundPage />;
  if (organization.error)
    return <LoadError error={organization.error} onRetry={() => organization.refetch()} />;
  if (!organization.data) return <Spinner label={props.loadingLabel ?? t('loading')} />;
  const org = organization.data;
  const headingId = `customer-${props.name}`;
  return (
    <section className={`page ${props.name}-page`}>
      <CustomerHeader organization={org} />
      <CustomerTabsNav organizationId={org.id} name={org.name} />
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>{props.title}</h2>
        {props.intro && <p className="field__hint">{props.intro}</p>}
        {props.children(org)}
      </section>
    </section>
  );
}
