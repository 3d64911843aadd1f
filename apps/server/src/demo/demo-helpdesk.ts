// The demo's help desk: people, tags and rules made through the product's calls, tickets raised by a
// technician and by real mail to the inbound listener, a reply to a rule's e-mail, a comment and a
// resolution, so the demo opens with rules that have fired for the reasons a technician would expect.
import type { FastifyInstance } from 'fastify';
import nodemailer, { type MailMessage } from 'nodemailer';

// biome-ignore lint/suspicious/noExplicitAny: the demo reads answers as the console would, by field
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => Promise<any>;

const DOMAIN = 'northwind.example';

async function sendMail(port: number, mail: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false });
  try {
    await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

async function people(call: Call, organizationId: number) {
  const person = (kind: string, firstName: string, lastName: string) =>
    call('POST', '/api/ticketing/end-users', {
      kind,
      organizationId,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@${DOMAIN}`.toLowerCase(),
    });
  return {
    maria: await person('END_USER', 'Maria', 'Anders'),
    ana: await person('CONTACT', 'Ana', 'Trujillo'),
  };
}

async function rules(call: Call, printerTag: string) {
  const rule = (body: object) => call('POST', '/api/ticketing/automations', body);
  await rule({
    name: 'Acknowledge e-mailed requests',
    automationType: 'EVENT_BASED',
    conditions: {
      all: [
        { field: 'action', operator: 'equals', value: 'INSERT' },
        { field: 'source', operator: 'equals', value: 'EMAIL' },
      ],
      any: [],
    },
    actions: [
      {
        type: 'SEND_EMAIL',
        to: { keys: ['REQUESTER'] },
        subject: 'We have your request: {{ticket.subject}}',
        body: 'Hello {{requester.firstName}},\n\nTicket #{{ticket.id}} is with our technicians. Reply to this e-mail to add to it.',
        allowResponse: true,
      },
      { type: 'TICKET_CHANGE_VALUE', changes: [{ field: 'ticket', properties: { status: 2 } }] },
    ],
  });
  await rule({
    name: 'Printer trouble is high priority',
    automationType: 'EVENT_BASED',
    conditions: {
      all: [
        { field: 'action', operator: 'equals', value: 'INSERT' },
        { field: 'summary', operator: 'contains', value: 'printer' },
      ],
      any: [],
    },
    actions: [
      {
        type: 'TICKET_CHANGE_VALUE',
        changes: [
          { field: 'ticket', properties: { priority: 'HIGH' } },
          { field: 'add_tags', value: [printerTag] },
        ],
      },
    ],
  });
  await rule({
    name: 'Tell the requester when resolved',
    automationType: 'EVENT_BASED',
    conditions: { all: [{ field: 'status', operator: 'changed_to', value: 5 }], any: [] },
    actions: [
      {
        type: 'SEND_EMAIL',
        to: { keys: ['REQUESTER'] },
        subject: 'Resolved: {{ticket.subject}}',
        body: 'Hello {{requester.firstName}},\n\nWe have resolved ticket #{{ticket.id}}. Reply if anything is still wrong.',
        allowResponse: true,
      },
    ],
  });
  await rule({
    name: 'Chase tickets waiting for two days',
    automationType: 'TIME_BASED',
    conditions: {
      all: [
        { field: 'status', operator: 'equals', value: 3 },
        { field: 'ticket_changed', operator: 'greater_or_equal_than', value: '48:0' },
      ],
      any: [],
    },
    actions: [
      { type: 'ADD_TICKET_COMMENT', body: 'Waiting for two days: chase the requester.', public: false },
    ],
    conditionReset: { resetStatus: 2 },
  });
  await rule({
    name: 'Unassigned open tickets',
    automationType: 'BOARD',
    conditions: {
      all: [
        { field: 'assignee', operator: 'not_present', value: null },
        { field: 'status', operator: 'not_equals', value: 6 },
      ],
      any: [],
    },
    board: {
      columns: ['id', 'summary', 'status', 'priority', 'organization', 'requester', 'createTime'],
      sortBy: { field: 'createTime', direction: 'ASC' },
    },
  });
}

/** Waits until the inbound listener has turned a message into a ticket with this subject. */
async function ticketBySubject(call: Call, subject: string) {
  for (let tries = 0; tries < 100; tries++) {
    const page = await call('GET', `/api/ticketing/tickets?search=${encodeURIComponent(subject)}`);
    if (page.results[0]) return page.results[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The inbound message "${subject}" did not become a ticket`);
}

export async function seedHelpdesk(
  app: FastifyInstance,
  call: Call,
  org: { id: number },
  devices: { workstation: number; fileServer: number },
): Promise<void> {
  const { maria, ana } = await people(call, org.id);
  const tag = async (name: string) => (await call('POST', '/api/ticketing/tags', { tag: { name } })).tag.id;
  const printerTag = await tag('printer');
  await tag('storage');
  await rules(call, printerTag);

  const share = await call('POST', '/api/ticketing/tickets', {
    summary: 'Share S: is nearly full',
    description: 'The file server warns that the data volume is above 90%.',
    type: 'PROBLEM',
    priority: 'MEDIUM',
    organizationId: org.id,
    deviceId: devices.fileServer,
  });
  await call('POST', '/api/ticketing/tickets', {
    summary: 'Cannot save spreadsheets to S:',
    description: 'Excel says the disk is full when saving to the shared drive.',
    type: 'INCIDENT',
    parentTicketId: share.id,
    organizationId: org.id,
    requesterUid: maria.uid,
  });
  const outlook = await call('POST', '/api/ticketing/tickets', {
    summary: 'Outlook keeps asking for a password',
    description: 'Since this morning Outlook prompts for the password every few minutes.',
    organizationId: org.id,
    deviceId: devices.workstation,
    requesterUid: maria.uid,
  });
  await call('POST', `/api/ticketing/tickets/${outlook.id}/comments`, {
    body: 'Cleared the stored credentials and re-added the account; the prompt is gone.',
    isPublic: true,
  });
  await call('PUT', `/api/ticketing/tickets/${outlook.id}`, { statusId: 5 });

  const port = app.inboundMail.port;
  if (port === null) return;
  const subject = 'The printer on the second floor jams';
  await sendMail(port, {
    from: `Ana Trujillo <${ana.email}>`,
    to: [`help@${DOMAIN}`],
    subject,
    text: 'Every second page jams in the HP printer next to the kitchen.',
  });
  const printer = await ticketBySubject(call, subject);
  // The rule's acknowledgement carries the ticket's reply address; answering it adds a comment.
  const outbox = await call('GET', '/api/outbox?size=50');
  const ack = outbox.results.find((m: { subject: string }) => m.subject.includes(subject));
  if (!ack?.replyTo) throw new Error('The acknowledgement e-mail has no reply address');
  await sendMail(port, {
    from: `Ana Trujillo <${ana.email}>`,
    to: [ack.replyTo],
    subject: `Re: ${ack.subject}`,
    text: 'It is the LaserJet 4250; the paper tray was refilled this morning.',
  });
  for (let tries = 0; tries < 100; tries++) {
    const comments = await call('GET', `/api/ticketing/tickets/${printer.id}/comments`);
    if (comments.length > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The reply did not become a comment');
}
