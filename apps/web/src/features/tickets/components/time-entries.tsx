// A ticket's time entries and the form that logs time (minutes, remote or not, a note).
import type { TimeEntry, TimeEntryInput } from '@warden/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { formatDateTime } from '../../../i18n/format-date-time.ts';

export interface TimeEntriesProps {
  entries: readonly TimeEntry[];
  totalHours: number;
  onLog: (input: TimeEntryInput) => Promise<unknown>;
}

export function TimeEntries({ entries, totalHours, onLog }: TimeEntriesProps) {
  const { t, i18n } = useTranslation('tickets');
  const id = useId();
  const [minutes, setMinutes] = useState('');
  const [description, setDescription] = useState('');
  const [remote, setRemote] = useState(false);
  const [error, setError] = useState<string>();
  const log = async () => {
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1) {
      setError(t('time.minutesRequired'));
      return;
    }
    setError(undefined);
    try {
      await onLog({ seconds: value * 60, remote, description });
      setMinutes('');
      setDescription('');
    } catch {
      setError(t('time.failed'));
    }
  };
  return (
    <div className="time-entries">
      <p>{t('time.total', { hours: totalHours.toFixed(2) })}</p>
      {entries.length === 0 ? (
        <p className="empty-state">{t('time.empty')}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {t('time.entry', { minutes: Math.round(entry.seconds / 60) })} · {entry.technician?.name ?? ''}{' '}
              · {formatDateTime(entry.startDate, i18n.language)}
              {entry.description && ` · ${entry.description}`}
            </li>
          ))}
        </ul>
      )}
      <div className="time-entries__form">
        <label htmlFor={`${id}-minutes`}>{t('time.minutes')}</label>
        <input
          id={`${id}-minutes`}
          type="number"
          min={1}
          value={minutes}
          aria-invalid={!!error}
          onChange={(e) => setMinutes(e.target.value)}
        />
        <label htmlFor={`${id}-description`}>{t('time.description')}</label>
        <input
          id={`${id}-description`}
          value={description}
          maxLength={1000}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Checkbox label={t('time.remote')} checked={remote} onCheckedChange={setRemote} />
        <button type="button" className="button" onClick={log}>
          {t('time.submit')}
        </button>
        {error && <span className="field__error">{error}</span>}
      </div>
    </div>
  );
}
