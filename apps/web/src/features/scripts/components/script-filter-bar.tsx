// The library's filters beside its name search: category, language and operating system.
import {
  type ScriptCategory,
  type ScriptLanguage,
  type ScriptOperatingSystem,
  scriptLanguages,
  scriptOperatingSystems,
} from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { ScriptFilters } from '../hooks/use-scripts.ts';

export interface ScriptFilterBarProps {
  filters: ScriptFilters;
  onChange: (filters: ScriptFilters) => void;
  categories: readonly ScriptCategory[];
}

export function ScriptFilterBar({ filters, onChange, categories }: ScriptFilterBarProps) {
  const { t } = useTranslation('scripts');
  return (
    <div className="script-filter-bar">
      <label>
        <span>{t('filters.category')}</span>
        <select
          value={filters.category ?? ''}
          onChange={(e) =>
            onChange({ ...filters, category: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.language')}</span>
        <select
          value={filters.language ?? ''}
          onChange={(e) =>
            onChange({ ...filters, language: (e.target.value || undefined) as ScriptLanguage | undefined })
          }
        >
          <option value="">{t('filters.allLanguages')}</option>
          {scriptLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.operatingSystem')}</span>
        <select
          value={filters.operatingSystem ?? ''}
          onChange={(e) =>
            onChange({
              ...filters,
              operatingSystem: (e.target.value || undefined) as ScriptOperatingSystem | undefined,
            })
          }
        >
          <option value="">{t('filters.allOperatingSystems')}</option>
          {scriptOperatingSystems.map((os) => (
            <option key={os} value={os}>
              {t(`operatingSystems.${os}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
