// A script choice: a search box and the matching library scripts as radio buttons,
// each with its language and description.
import type { ScriptSummary } from '@warden/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/spinner.tsx';
import './script-picker.css';

export interface ScriptPickerProps {
  search: string;
  onSearch: (search: string) => void;
  scripts: readonly ScriptSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function ScriptPicker({
  search,
  onSearch,
  scripts,
  loading,
  failed,
  selectedId,
  onSelect,
}: ScriptPickerProps) {
  const { t } = useTranslation('scriptRuns');
  const searchId = useId();
  const name = useId();
  return (
    <div className="script-picker">
      <div className="field">
        <label htmlFor={searchId}>{t('dialog.search')}</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder={t('dialog.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div
        className="script-picker__list"
        role="radiogroup"
        aria-label={t('dialog.scripts')}
        aria-busy={loading}
      >
        {failed && (
          <p role="alert" className="form-error">
            {t('dialog.loadError')}
          </p>
        )}
        {!scripts && loading && <Spinner label={t('dialog.loading')} />}
        {scripts?.length === 0 && <p className="script-picker__empty">{t('dialog.noScripts')}</p>}
        {scripts?.map((script) => (
          <label key={script.id} className="script-picker__option">
            <input
              type="radio"
              name={name}
              value={script.id}
              checked={selectedId === script.id}
              onChange={() => onSelect(script.id)}
            />
            <span className="script-picker__name">{script.name}</span>
            <span className="script-picker__language">
              {t(`languages.${script.language}`, { ns: 'scripts' })}
            </span>
            {script.description && <span className="script-picker__description">{script.description}</span>}
          </label>
        ))}
      </div>
    </div>
  );
}
