// Where support requests go. A destination delivers the support request and answers SUCCESS, or FAILURE when it
// refuses the requester (for example one not registered with the support community); it throws
// DeliveryError when it could not deliver at all.
import type { SupportRequestInput } from '@warden/domain';
import type { Mailer, OutgoingAttachment } from '../mail/mailer.ts';
import { composeSupportRequestMail } from './support-request-mail.ts';

export interface SupportRequestRequester {
  uid: string;
  name: string;
  email: string;
}

export interface SupportRequestForDelivery {
  input: SupportRequestInput;
  requester: SupportRequestRequester;
  attachments: OutgoingAttachment[];
}

export type DeliveryResult =
  | { resultCode: 'SUCCESS'; outboxId: number | null }
  | { resultCode: 'FAILURE'; message: string };

export interface SupportDestination {
  /** Recorded with each support request, e.g. "smtp". */
  readonly name: string;
  deliver(request: SupportRequestForDelivery): Promise<DeliveryResult>;
}

export class DeliveryError extends Error {}

/** The destination is not set up (no SMTP host): trying again will not help until someone sets it up. */
export class DestinationNotConfiguredError extends DeliveryError {}

export interface SmtpDestinationOptions {
  /** A support request only recorded in the outbox (no SMTP host) counts as delivered: the demo's choice. */
  outboxIsDelivery: boolean;
}

/**
 * The default destination: an e-mail to the support address, reply-to the technician, CC the chosen
 * colleagues, the attachments attached as they were uploaded. It has no member list, so it never
 * refuses a requester.
 */
export class SmtpSupportDestination implements SupportDestination {
  readonly name = 'smtp';

  constructor(
    private readonly mailer: Mailer,
    private readonly options: SmtpDestinationOptions,
  ) {}

  async deliver(request: SupportRequestForDelivery): Promise<DeliveryResult> {
    const { supportAddress } = await this.mailer.settings();
    const result = await this.mailer.send(composeSupportRequestMail(request, supportAddress));
    if (result.status === 'FAILED')
      throw new DeliveryError(result.error ?? 'the mail server refused the message');
    if (result.status === 'NOT_CONFIGURED' && !this.options.outboxIsDelivery)
      throw new DestinationNotConfiguredError('no SMTP server is configured for outgoing mail');
    return { resultCode: 'SUCCESS', outboxId: result.outboxId };
  }
}
