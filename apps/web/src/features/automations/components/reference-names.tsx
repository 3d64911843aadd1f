// The names of what a saved rule refers to, as the server answered them with the rule, offered to
// every reference picker of the editor so a reopened rule shows names instead of ids.
import type { RuleReferenceNames } from '@warden/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What a picker's ids name: people by uid, technicians by user id (an assignee change). */
export type ReferenceKind = 'organization' | 'location' | 'person' | 'userId';

type Names = ReadonlyMap<string, string>;

const ReferenceNamesContext = createContext<Names>(new Map());

const keyOf = (kind: ReferenceKind, id: string | number) => `${kind}:${id}`;

/** The name a saved rule's answer gave to one id, or undefined when it gave none. */
export function useReferenceName(kind: ReferenceKind) {
  const names = useContext(ReferenceNamesContext);
  return (id: string | number) => names.get(keyOf(kind, id));
}

export function ReferenceNamesProvider(props: { references?: RuleReferenceNames; children: ReactNode }) {
  const { references, children } = props;
  const { t } = useTranslation('automations');
  const names = useMemo(() => {
    const map = new Map<string, string>();
    if (!references) return map;
    const deleted = (name: string, gone: boolean) => (gone ? t('conditions.deleted', { name }) : name);
    for (const o of references.organizations)
      map.set(keyOf('organization', o.id), deleted(o.name, o.deleted));
    for (const l of references.locations)
      map.set(keyOf('location', l.id), deleted(`${l.name} (${l.organizationName})`, l.deleted));
    for (const u of references.users) {
      const technician = u.kind === 'TECHNICIAN';
      const name =
        technician && u.deleted
          ? t('conditions.technicianDeleted', { name: u.name })
          : deleted(u.name, u.deleted);
      map.set(keyOf('person', u.uid), name);
      if (technician && u.id !== null) map.set(keyOf('userId', u.id), name);
    }
    return map;
  }, [references, t]);
  return <ReferenceNamesContext.Provider value={names}>{children}</ReferenceNamesContext.Provider>;
}
