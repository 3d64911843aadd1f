// A zod resolver over a domain input schema whose type errors on empty inputs read as "Required",
// so an unchosen select or a blank number field gets the same message as a blank text field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

function isEmptyInput(input: unknown): boolean {
  return input === undefined || input === null || input === '' || Number.isNaN(input);
}

export function useFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      zodResolver(schema, {
        error: (issue) =>
          issue.code === 'invalid_type' && isEmptyInput(issue.input) ? t('errors.required') : undefined,
      }) as Resolver<z.input<S>, unknown, z.output<S>>,
    [schema, t],
  );
}
