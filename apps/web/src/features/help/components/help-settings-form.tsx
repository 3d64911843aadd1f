// The branding's help settings: which parts of help technicians see, and the topics offered as
// quick searches in the panel.
import { zodResolver } from '@hookform/resolvers/zod';
import { type HelpSettings, helpSettingsSchema } from '@warden/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { TopicsEditor } from './topics-editor.tsx';

/** The domain schema's limit on topics (`helpSettingsSchema.topics.max`); the server enforces it too. */
export const MAX_HELP_TOPICS = 20;

const flags = ['enabled', 'articlesEnabled', 'submitTicketEnabled', 'academyLinkEnabled'] as const;

export interface HelpSettingsFormProps {
  settings: HelpSettings;
  branded: boolean;
  saving: boolean;
  onSave: (settings: HelpSettings) => void;
}

export function HelpSettingsForm({ settings, branded, saving, onSave }: HelpSettingsFormProps) {
  const { t } = useTranslation('help');
  const form = useForm<HelpSettings>({ resolver: zodResolver(helpSettingsSchema), values: settings });
  const topicErrors = form.formState.errors.topics;
  const topicsError = topicErrors ? t('validation.required') : undefined;
  return (
    <form className="card help-settings" onSubmit={form.handleSubmit(onSave)} noValidate>
      <h2>{t('brandingPage.helpTitle')}</h2>
      {branded && <p className="field__hint">{t('brandingPage.brandedNote')}</p>}
      {flags.map((flag) => (
        <Controller
          key={flag}
          control={form.control}
          name={flag}
          render={({ field }) => (
            <div>
              <Checkbox
                label={t(`brandingPage.${flag}`)}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            </div>
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="topics"
        render={({ field }) => (
          <TopicsEditor
            value={field.value}
            onChange={field.onChange}
            max={MAX_HELP_TOPICS}
            error={topicsError}
          />
        )}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('brandingPage.saving') : t('brandingPage.save')}
        </button>
      </div>
    </form>
  );
}
