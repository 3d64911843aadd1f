// The library's filters beside its name search: category, language and operating system.
import { type ScriptCategory, scriptLanguages, scriptOperatingSystems } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { ScriptFilters } from '../hooks/use-scripts.ts';
import { FilterSelect } from './filter-select.tsx';

export interface ScriptFilterBarProps {
  filters: ScriptFilters;
  onChange: (filters: ScriptFilters) => void;
  categories: readonly ScriptCategory[];
}

export function ScriptFilterBar({ filters, onChange, categories }: ScriptFilterBarProps) {
  const { t } = useTranslation('scripts');
  return (
    <div className="script-filter-bar">
      <FilterSelect
        label={t('filters.category')}
        allLabel={t('filters.allCategories')}
        value={filters.category}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <FilterSelect
        label={t('filters.language')}
        allLabel={t('filters.allLanguages')}
        value={filters.language}
        options={scriptLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        onChange={(language) => onChange({ ...filters, language })}
      />
      <FilterSelect
        label={t('filters.operatingSystem')}
        allLabel={t('filters.allOperatingSystems')}
        value={filters.operatingSystem}
        options={scriptOperatingSystems.map((os) => ({ value: os, label: t(`operatingSystems.${os}`) }))}
        onChange={(operatingSystem) => onChange({ ...filters, operatingSystem })}
      />
    </div>
  );
}
