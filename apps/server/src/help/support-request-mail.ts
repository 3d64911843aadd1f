// The e-mail a support request becomes: "[PRIORITY] subject", and a body that gives the support team
// the category, the requester, how to call back and what is attached.
import { supportRequestCategoryLabels } from '@warden/domain';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { SupportRequestForDelivery } from './support-destination.ts';

function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function composeSupportRequestMail(
  request: SupportRequestForDelivery,
  supportAddress: string,
): OutgoingMail {
  const { input, requester, attachments } = request;
  const lines = [
    `Category: ${supportRequestCategoryLabels[input.ticketCategory]}`,
    `Priority: ${input.ticketPriority}`,
    `Requester: ${requester.name} <${requester.email}>`,
    `Phone: ${input.ticketPhoneNumber || 'not given'}`,
    `Callback requested: ${input.ticketCallback ? 'Yes' : 'No'}`,
    ...(input.ticketCc.length ? [`CC: ${input.ticketCc.join(', ')}`] : []),
    ...(attachments.length
      ? [`Attachments: ${attachments.map((a) => `${a.name} (${humanSize(a.size)})`).join(', ')}`]
      : []),
    '',
    input.ticketBody,
    '',
  ];
  return {
    kind: 'SUPPORT_TICKET',
    to: [supportAddress],
    cc: input.ticketCc,
    replyTo: requester.email,
    subject: `[${input.ticketPriority}] ${input.ticketSubject}`,
    text: lines.join('\n'),
    attachments,
  };
}
