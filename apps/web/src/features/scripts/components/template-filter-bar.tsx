// The template library's filters (spec 001): source, operating system and the script's name.
import { type ScriptTemplateQuery, scriptOperatingSystems, scriptTemplateSources } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from './filter-select.tsx';

export interface TemplateFilterBarProps {
  filters: ScriptTemplateQuery;
  onChange: (filters: ScriptTemplateQuery) => void;
}

export function TemplateFilterBar({ filters, onChange }: TemplateFilterBarProps) {
  const { t } = useTranslation('scripts');
  return (
    <div className="script-filter-bar">
      <FilterSelect
        label={t('templates.filters.source')}
        allLabel={t('templates.filters.allSources')}
        value={filters.source}
        options={scriptTemplateSources.map((s) => ({ value: s, label: t(`templates.sources.${s}`) }))}
        onChange={(source) => onChange({ ...filters, source })}
      />
      <FilterSelect
        label={t('filters.operatingSystem')}
        allLabel={t('filters.allOperatingSystems')}
        value={filters.operatingSystem}
        options={scriptOperatingSystems.map((os) => ({ value: os, label: t(`operatingSystems.${os}`) }))}
        onChange={(operatingSystem) => onChange({ ...filters, operatingSystem })}
      />
      <label>
        <span>{t('templates.filters.script')}</span>
        <input
          type="search"
          value={filters.script ?? ''}
          onChange={(e) => onChange({ ...filters, script: e.target.value })}
        />
      </label>
    </div>
  );
}
