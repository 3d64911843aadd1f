// The support request form's resolver: the schema's checks, with each failure worded through i18next
// (the domain schema words its own messages in English only).
import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_REQUEST_BODY_MAX, SUPPORT_REQUEST_SUBJECT_MAX } from '@warden/domain';
import { useMemo } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INVALID_PHONE,
  type SupportRequestFormInput,
  type SupportRequestFormValues,
  supportRequestFormSchema,
} from '../support-request-form-schema.ts';

const maxLengths: Record<string, number> = {
  ticketSubject: SUPPORT_REQUEST_SUBJECT_MAX,
  ticketBody: SUPPORT_REQUEST_BODY_MAX,
  ticketPhoneNumber: 40,
};

export function useSupportRequestResolver(): Resolver<
  SupportRequestFormInput,
  unknown,
  SupportRequestFormValues
> {
  const { t } = useTranslation('help');
  return useMemo(() => {
    const base = zodResolver(supportRequestFormSchema);
    const word = (field: string, error: FieldError): string => {
      if (error.message === INVALID_PHONE) return t('validation.invalidPhone');
      if (error.type === 'too_big') return t('validation.tooLong', { max: maxLengths[field] ?? 0 });
      return t('validation.required');
    };
    return async (values, context, options) => {
      const result = await base(values, context, options);
      for (const [field, error] of Object.entries(result.errors) as [string, FieldError][]) {
        error.message = word(field, error);
      }
      return result;
    };
  }, [t]);
}
