// /ticketing/create: the create form, pre-filled with an organisation or device when opened from their
// dashboards (?organizationId=, ?deviceId=, names in the navigation state); opens the new ticket.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { type Prefill, TicketCreateForm } from './components/ticket-create-form.tsx';
import { useCreateTicket } from './hooks/use-create-ticket.ts';
import { ticketPickerSources } from './hooks/use-ticket-picker-sources.ts';
import { useTicketForms } from './hooks/use-ticketing-config.ts';
import { parseId } from './ticket-route.ts';

function usePrefill(): Prefill {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as { organizationName?: string; deviceName?: string };
  const organizationId = parseId(params.get('organizationId') ?? undefined);
  const deviceId = parseId(params.get('deviceId') ?? undefined);
  return {
    ...(organizationId && {
      organization: { id: organizationId, name: state.organizationName ?? `#${organizationId}` },
    }),
    ...(deviceId && { device: { id: deviceId, name: state.deviceName ?? `#${deviceId}` } }),
  };
}

export function TicketCreatePage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const prefill = usePrefill();
  const forms = useTicketForms();
  const create = useCreateTicket();
  return (
    <section className="page tickets">
      <h1>{t('create.title')}</h1>
      {forms.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <TicketCreateForm
          prefill={prefill}
          forms={forms.data ?? []}
          sources={ticketPickerSources}
          onSave={(values) => create.mutateAsync(values)}
          onDone={(ticket) => navigate(`/ticketing/ticket/${ticket.id}`)}
        />
      )}
    </section>
  );
}
