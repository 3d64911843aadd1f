// Devices per class, largest first, each with a bar for its share of the total.
import type { DeviceSummary } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { NodeClassLabel } from '../../devices/components/node-class-label.tsx';

export function ClassBreakdown({ summary }: { summary: Pick<DeviceSummary, 'byClass' | 'total'> }) {
  const { t } = useTranslation('dashboard');
  const rows = [...summary.byClass].sort((a, b) => b.total - a.total);
  return (
    <section className="card class-breakdown" aria-labelledby="class-breakdown-title">
      <h2 id="class-breakdown-title">{t('byClass.title')}</h2>
      <ul className="class-breakdown__list">
        {rows.map((row) => (
          <li key={row.nodeClass} className="class-breakdown__row" data-testid={`class-${row.nodeClass}`}>
            <NodeClassLabel nodeClass={row.nodeClass} />
            <span className="class-breakdown__count">{row.total}</span>
            <meter
              className="class-breakdown__bar"
              min={0}
              max={summary.total}
              value={row.total}
              aria-label={t('byClass.count', { count: row.total, total: summary.total })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
