// What of help the signed-in technician sees: branding settings, the branded flag and the academy flag.
import { useSession } from '../../auth/hooks/use-session.ts';
import { type HelpVisibility, helpVisibility } from '../help-visibility.ts';
import { useHelpSettings } from './use-help-settings.ts';

export function useHelpVisibility(): HelpVisibility & { branded: boolean; topics: string[] } {
  const session = useSession();
  const settings = useHelpSettings();
  const branded = session.divisionConfig.branding.branded;
  return {
    ...helpVisibility(settings.data, branded, session.divisionConfig.features.academy),
    branded,
    topics: settings.data?.enabled ? settings.data.topics : [],
  };
}
