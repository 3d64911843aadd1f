// The channel list: name, type, where it sends, whether it is on, and the row's actions.
import type { NotificationChannel } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip/status-chip.tsx';

export interface ChannelsTableProps {
  channels: NotificationChannel[];
  onEdit: (channel: NotificationChannel) => void;
  onTest: (channel: NotificationChannel) => void;
  onDelete: (channel: NotificationChannel) => void;
  testingId: number | null;
}

function destination(channel: NotificationChannel): { host: string } | { count: number } {
  if (channel.type === 'SLACK') return { host: channel.config.webhookHost };
  return { count: channel.type === 'EMAIL' ? channel.config.emails.length : channel.config.to.length };
}

export function ChannelsTable({ channels, onEdit, onTest, onDelete, testingId }: ChannelsTableProps) {
  const { t } = useTranslation('notificationChannels');
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.type')}</th>
          <th scope="col">{t('columns.destination')}</th>
          <th scope="col">{t('columns.enabled')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {channels.map((channel) => {
          const to = destination(channel);
          return (
            <tr key={channel.id}>
              <td>{channel.name}</td>
              <td>{t(`types.${channel.type}`)}</td>
              <td>{'host' in to ? to.host : t('destinations.count', { count: to.count })}</td>
              <td>
                <StatusChip
                  label={channel.enabled ? t('enabledYes') : t('enabledNo')}
                  tone={channel.enabled ? 'success' : 'neutral'}
                />
              </td>
              <td className="notification-channels__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => onEdit(channel)}
                  aria-label={t('actions.editNamed', { name: channel.name })}
                >
                  {t('actions.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onTest(channel)}
                  disabled={testingId === channel.id}
                  aria-busy={testingId === channel.id}
                  aria-label={t('actions.testNamed', { name: channel.name })}
                >
                  {t('actions.test')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => onDelete(channel)}
                  aria-label={t('actions.deleteNamed', { name: channel.name })}
                >
                  {t('actions.delete')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
