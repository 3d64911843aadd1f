// Whether the division has backup (the backup_enabled flag); without it the backup tabs show the
// get-started panel instead.
import { useSession } from '../../auth/hooks/use-session.ts';

export function useBackupEnabled(): boolean {
  return useSession().divisionConfig.features.backup_enabled;
}
