// The support request form's schema: the domain's support request input without the attachment tokens (those come
// from the uploads), with the phone number checked by libphonenumber-js (default country US).
import { supportRequestInputSchema } from '@warden/domain';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { z } from 'zod';

export const PHONE_DEFAULT_COUNTRY = 'US';
export const INVALID_PHONE = 'invalid_phone';

export const supportRequestFormSchema = supportRequestInputSchema.omit({ imageTokens: true }).extend({
  ticketPhoneNumber: supportRequestInputSchema.shape.ticketPhoneNumber.refine(
    (phone) => !phone || isValidPhoneNumber(phone, PHONE_DEFAULT_COUNTRY),
    INVALID_PHONE,
  ),
});

export type SupportRequestFormInput = z.input<typeof supportRequestFormSchema>;
export type SupportRequestFormValues = z.output<typeof supportRequestFormSchema>;
