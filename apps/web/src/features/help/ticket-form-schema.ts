// The ticket form's schema: the domain's ticket input without the attachment tokens (those come
// from the uploads), with the phone number checked by libphonenumber-js (default country US).
import { supportTicketInputSchema } from '@warden/domain';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';

export const PHONE_DEFAULT_COUNTRY = 'US';
export const INVALID_PHONE = 'invalid_phone';

export const ticketFormSchema = supportTicketInputSchema.omit({ imageTokens: true }).extend({
  ticketPhoneNumber: supportTicketInputSchema.shape.ticketPhoneNumber.refine(
    (phone) => !phone || isValidPhoneNumber(phone, PHONE_DEFAULT_COUNTRY),
    INVALID_PHONE,
  ),
});

export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketFormValues = z.output<typeof ticketFormSchema>;
