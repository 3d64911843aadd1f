// The t of components that a table mounts once per row. react-i18next's useTranslation copies the
// whole i18next instance for each component that mounts it, and i18next resolves every key afresh;
// with several such components per row, remounted for each folder opened, translation was the
// largest script cost of opening a folder. Here one t per language and namespace is shared, a key
// used without options is resolved once per language, and a language change re-renders the callers.
import type { Namespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import i18n from './index.ts';

const shared = new Map<string, TFunction>();

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

function sharedT(language: string, ns: Namespace): TFunction {
  const id = `${language} ${String(ns)}`;
  const known = shared.get(id);
  if (known) return known;
  const fixed = i18n.getFixedT(language, ns) as (key: unknown, options?: unknown) => string;
  const plain = new Map<string, string>();
  const t = (key: unknown, options?: unknown): string => {
    if (options !== undefined || typeof key !== 'string') return fixed(key, options);
    let text = plain.get(key);
    if (text === undefined) {
      text = fixed(key);
      plain.set(key, text);
    }
    return text;
  };
  const typed = t as unknown as TFunction;
  shared.set(id, typed);
  return typed;
}

/** Like useTranslation(ns) for row components: `t` and the current `language`. */
export function useSharedT<N extends Namespace>(ns: N): { t: TFunction<N>; language: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return { t: sharedT(language, ns) as unknown as TFunction<N>, language };
}
