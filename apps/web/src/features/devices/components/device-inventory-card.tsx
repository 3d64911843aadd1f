// The device's inventory as its agent last reported it: host, system, processor, memory, disks,
// addresses and uptime, with when it was reported.
import { useQuery } from '@tanstack/react-query';
import { type DeviceInventory, deviceInventoryApi } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../api/client.ts';
import { formatFileSize } from '../../../components/file-picker/file-size.ts';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { formatRelativeTime } from '../relative-time.ts';

export const deviceInventoryKey = (id: number) => ['devices', 'inventory', id] as const;

function InventoryList({ inventory }: { inventory: DeviceInventory }) {
  const { t, i18n } = useTranslation('devices');
  const uptime = inventory.uptimeSeconds;
  const addresses = (list: string[]) => (list.length ? list.join(', ') : t('device.inventory.noAddresses'));
  return (
    <dl className="definition-list">
      <dt>{t('device.inventory.hostname')}</dt>
      <dd>{inventory.hostname}</dd>
      <dt>{t('device.inventory.os')}</dt>
      <dd>{inventory.osName}</dd>
      <dt>{t('device.inventory.kernel')}</dt>
      <dd>{inventory.kernel}</dd>
      <dt>{t('device.inventory.cpu')}</dt>
      <dd>{t('device.inventory.cpuValue', { model: inventory.cpuModel, count: inventory.cpuCores })}</dd>
      <dt>{t('device.inventory.memory')}</dt>
      <dd>{formatFileSize(inventory.memoryTotalBytes)}</dd>
      <dt>{t('device.inventory.disks')}</dt>
      <dd>
        <ul className="inventory-disks">
          {inventory.disks.map((d) => (
            <li key={d.mount}>
              {t('device.inventory.disk', {
                mount: d.mount,
                free: formatFileSize(d.freeBytes),
                size: formatFileSize(d.sizeBytes),
              })}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('device.inventory.ipv4')}</dt>
      <dd>{addresses(inventory.ipv4)}</dd>
      <dt>{t('device.inventory.ipv6')}</dt>
      <dd>{addresses(inventory.ipv6)}</dd>
      <dt>{t('device.inventory.uptime')}</dt>
      <dd>
        {t('device.inventory.uptimeValue', {
          days: Math.floor(uptime / 86_400),
          hours: Math.floor((uptime % 86_400) / 3600),
          minutes: Math.floor((uptime % 3600) / 60),
        })}
      </dd>
      <dt>{t('device.inventory.lastBoot')}</dt>
      <dd>
        <time dateTime={inventory.lastBootAt}>{formatDateTime(inventory.lastBootAt, i18n.language)}</time>
      </dd>
    </dl>
  );
}

export function DeviceInventoryCard({ deviceId }: { deviceId: number }) {
  const { t, i18n } = useTranslation('devices');
  const query = useQuery({
    queryKey: deviceInventoryKey(deviceId),
    queryFn: ({ signal }) => apiCall(deviceInventoryApi.get, { params: { id: deviceId }, signal }),
  });
  const answer = query.data;
  return (
    <section className="card device-inventory" aria-labelledby="device-inventory-title">
      <h2 id="device-inventory-title">{t('device.inventory.title')}</h2>
      {query.error ? (
        <p role="alert">{t('device.inventory.loadError', { message: query.error.message })}</p>
      ) : answer?.inventory && answer.reportedAt ? (
        <>
          <p className="device-inventory__reported">
            <time dateTime={answer.reportedAt} title={formatDateTime(answer.reportedAt, i18n.language)}>
              {t('device.inventory.lastReported', {
                time: formatRelativeTime(answer.reportedAt, i18n.language),
              })}
            </time>
          </p>
          <InventoryList inventory={answer.inventory} />
        </>
      ) : answer ? (
        <p>{t('device.inventory.none')}</p>
      ) : null}
    </section>
  );
}
