// The template library's filters (spec 001): source, operating system and the script's name.
import {
  type ScriptOperatingSystem,
  type ScriptTemplateQuery,
  type ScriptTemplateSource,
  scriptOperatingSystems,
  scriptTemplateSources,
} from '@warden/domain';
import { useTranslation } from 'react-i18next';

export interface TemplateFilterBarProps {
  filters: ScriptTemplateQuery;
  onChange: (filters: ScriptTemplateQuery) => void;
}

export function TemplateFilterBar({ filters, onChange }: TemplateFilterBarProps) {
  const { t } = useTranslation('scripts');
  return (
    <div className="script-filter-bar">
      <label>
        <span>{t('templates.filters.source')}</span>
        <select
          value={filters.source ?? ''}
          onChange={(e) =>
            onChange({
              ...filters,
              source: (e.target.value || undefined) as ScriptTemplateSource | undefined,
            })
          }
        >
          <option value="">{t('templates.filters.allSources')}</option>
          {scriptTemplateSources.map((source) => (
            <option key={source} value={source}>
              {t(`templates.sources.${source}`)}
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
