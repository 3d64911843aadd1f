// Sends a backup demo request (POST /division/promotion/backup). The dialog shows 'Demo request sent'
// either way; a failure is only reported to the console.
import { useMutation } from '@tanstack/react-query';
import { type demoRequestSchema, helpApi } from '@warden/domain';
import type { z } from 'zod';
import { apiCall } from '../../../api/client.ts';

export const BACKUP_DEMO_KEY = 'backup';

export function useRequestDemo() {
  return useMutation({
    mutationFn: (body: z.output<typeof demoRequestSchema>) =>
      apiCall(helpApi.requestDemo, { params: { key: BACKUP_DEMO_KEY }, body }),
    onError: (error) => console.error('Backup demo request failed', error),
  });
}
