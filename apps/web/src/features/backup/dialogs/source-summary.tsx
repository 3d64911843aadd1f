// Device, Plan Name and Path of what a dialog acts on, as a definition list.
import { useTranslation } from 'react-i18next';

export interface SourceSummaryProps {
  device: string;
  planName: string;
  paths: string[];
}

export function SourceSummary({ device, planName, paths }: SourceSummaryProps) {
  const { t } = useTranslation('backupDialogs');
  return (
    <dl className="definition-list backup-summary">
      <dt>{t('summary.device')}</dt>
      <dd>{device}</dd>
      <dt>{t('summary.planName')}</dt>
      <dd>{planName}</dd>
      <dt>{t('summary.path')}</dt>
      <dd className="backup-summary__paths">
        {paths.map((path) => (
          <span key={path}>{path}</span>
        ))}
      </dd>
    </dl>
  );
}
