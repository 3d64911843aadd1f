// The ticket page's work timer: elapsed h:mm:ss with start, pause and stop; stopping logs the time
// as a time entry. AUTOMATIC mode starts it as the page opens.
import type { TimeEntryInput } from '@warden/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTimeEntry } from '../../hooks/use-ticket-activity.ts';
import { formatElapsed, useTicketTimer } from '../../hooks/use-ticket-timer.ts';
import './ticket-timer.css';

export interface TicketTimerProps {
  ticketId: number;
  automatic: boolean;
}

export function TicketTimer({ ticketId, automatic }: TicketTimerProps) {
  const { t } = useTranslation('tickets');
  const addTime = useAddTimeEntry(ticketId);
  const { mutateAsync } = addTime;
  const log = useCallback((input: TimeEntryInput) => mutateAsync(input), [mutateAsync]);
  const timer = useTicketTimer(ticketId, log, { autoStart: automatic });
  return (
    <section className="ticket-timer" aria-label={t('timer.label')}>
      <span className="ticket-timer__elapsed" role="timer" aria-live="off">
        {formatElapsed(timer.elapsedSeconds)}
      </span>
      <span className="ticket-timer__state">
        {timer.running ? t('timer.running') : timer.started ? t('timer.paused') : ''}
      </span>
      {timer.running ? (
        <button type="button" className="button" onClick={timer.pause}>
          {t('timer.pause')}
        </button>
      ) : (
        <button type="button" className="button" onClick={timer.start}>
          {timer.started ? t('timer.resume') : t('timer.start')}
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={!timer.started || addTime.isPending}
        aria-busy={addTime.isPending}
        onClick={() => void timer.stop()}
      >
        {t('timer.stop')}
      </button>
      {timer.error != null && (
        <span className="field__error" role="alert">
          {t('timer.failed')}
        </span>
      )}
    </section>
  );
}
