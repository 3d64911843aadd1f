// The get-started video, embedded from the division branding's backupVideoUrl; nothing when it is
// unset or not a web address.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session.ts';

/** Only http(s) addresses are embedded; anything else (javascript:, data:, typos) is ignored. */
export function embeddableVideoUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function BackupVideo() {
  const { t } = useTranslation('backup');
  const src = embeddableVideoUrl(useSession().divisionConfig.branding.backupVideoUrl);
  if (!src) return null;
  return (
    <div className="get-started__video">
      <iframe
        src={src}
        title={t('getStarted.videoTitle')}
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}
