// The notification action's channels (spec 001 §3, §7): chosen from the brief channel list, kept in the
// order they are sent in, which the technician can change.
import type { ChannelBrief } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { useNotificationChannels } from '../hooks/use-action-options.ts';
import type { ActionFieldsProps } from './action-fields-types.ts';

type Chosen = ActionFieldsProps<'SEND_NOTIFICATION'>['value']['channels'];

/** Chosen channels renumbered 0, 1, 2... in list order, as the engine sends them. */
const numbered = (channels: Chosen): Chosen => channels.map((c, order) => ({ ...c, order }));

export function NotificationChannelFields({
  value,
  onChange,
  errors,
}: ActionFieldsProps<'SEND_NOTIFICATION'>) {
  const { t } = useTranslation('automations');
  const channels = useNotificationChannels();
  const chosen = [...value.channels].sort((a, b) => a.order - b.order);
  const byId = new Map((channels.data ?? []).map((c) => [c.id, c]));
  const set = (next: Chosen) => onChange({ ...value, channels: numbered(next) });
  const toggle = (channel: ChannelBrief, on: boolean) =>
    set(
      on
        ? [...chosen, { order: chosen.length, channelId: channel.id, channelType: channel.type }]
        : chosen.filter((c) => c.channelId !== channel.id),
    );
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };
  const error = errors.get('channels') ?? [...errors].find(([p]) => p.startsWith('channels.'))?.[1];

  return (
    <div className="action-fields">
      {channels.isError && <p role="alert">{t('actions.channels.failed')}</p>}
      {channels.isPending && <p className="field__hint">{t('actions.channels.loading')}</p>}
      {channels.isSuccess && channels.data.length === 0 && (
        <p className="field__hint">{t('actions.channels.none')}</p>
      )}
      <fieldset>
        <legend>{t('actions.channels.available')}</legend>
        {[...(channels.data ?? [])]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((channel) => (
            <Checkbox
              key={channel.id}
              label={t('actions.channels.option', { name: channel.name, type: channel.type })}
              checked={chosen.some((c) => c.channelId === channel.id)}
              onCheckedChange={(on) => toggle(channel, on)}
            />
          ))}
      </fieldset>
      {chosen.length > 0 && (
        <ol className="action-fields__order" aria-label={t('actions.channels.order')}>
          {chosen.map((c, i) => {
            const name = byId.get(c.channelId)?.name ?? t('actions.channels.unknown', { id: c.channelId });
            return (
              <li key={c.channelId}>
                <span>{name}</span>
                <button
                  type="button"
                  className="button button--link"
                  disabled={i === 0}
                  aria-label={t('actions.channels.moveUp', { name })}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--link"
                  disabled={i === chosen.length - 1}
                  aria-label={t('actions.channels.moveDown', { name })}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
