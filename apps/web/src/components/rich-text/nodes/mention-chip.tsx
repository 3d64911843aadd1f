// How a mention reads in the editor and the viewer: '@Name' with the spec's flags; a mention known only
// by its id looks its technician up once per id through the feature's resolveMention.
import type { MentionCandidate } from '@warden/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RichTextServices, useRichTextServices } from '../rich-text-services.ts';

type Resolve = NonNullable<RichTextServices['resolveMention']>;

/** One lookup per id and resolver: a comment that names a technician ten times asks once. */
const lookups = new WeakMap<Resolve, Map<number, Promise<MentionCandidate | null | undefined>>>();

/** The technician, null when there is none, undefined when the lookup failed. */
function lookUp(resolve: Resolve, id: number): Promise<MentionCandidate | null | undefined> {
  let byId = lookups.get(resolve);
  if (!byId) {
    byId = new Map();
    lookups.set(resolve, byId);
  }
  let found = byId.get(id);
  if (!found) {
    found = resolve(id).catch(() => {
      // A failed lookup is tried again next time rather than remembered as missing.
      byId.delete(id);
      return undefined;
    });
    byId.set(id, found);
  }
  return found;
}

type Known = Pick<MentionCandidate, 'name' | 'deleted'> & { permitted: boolean | null };

export interface MentionChipProps {
  id: number;
  /** '' when only the id is known. */
  name: string;
  deleted: boolean;
  permitted: boolean | null;
}

export function MentionChip({ id, name, deleted, permitted }: MentionChipProps) {
  const { t } = useTranslation('richText');
  const { resolveMention } = useRichTextServices();
  // undefined: not looked up (yet); null: the server knows no such technician.
  const [resolved, setResolved] = useState<Known | null | undefined>(
    name ? { name, deleted, permitted } : undefined,
  );

  useEffect(() => {
    if (name || !resolveMention) return;
    let live = true;
    void lookUp(resolveMention, id).then((c) => {
      if (live && c !== undefined) setResolved(c);
    });
    return () => {
      live = false;
    };
  }, [id, name, resolveMention]);

  if (resolved === null) {
    return (
      <span className="rte__mention rte__mention--missing" data-mention-id={id}>
        {t('mentions.notFound')}
      </span>
    );
  }
  if (resolved === undefined) {
    return (
      <span className="rte__mention" data-mention-id={id}>
        @user:{id}
      </span>
    );
  }
  const flag = resolved.deleted
    ? t('mentions.deleted')
    : resolved.permitted === false
      ? t('mentions.notPermitted')
      : null;
  return (
    <span
      className={`rte__mention${flag ? ' rte__mention--flagged' : ''}`}
      data-mention-id={id}
      title={flag ?? undefined}
    >
      {t('mentions.mention', { name: resolved.name })}
      {flag && <span className="rte__mention-flag"> ({flag})</span>}
    </span>
  );
}
