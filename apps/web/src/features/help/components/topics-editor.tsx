// Edits the help topics: each topic in its own box with a remove button, and a box to add one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TopicsEditorProps {
  value: string[];
  onChange: (topics: string[]) => void;
  max: number;
  error?: string;
}

export function TopicsEditor({ value, onChange, max, error }: TopicsEditorProps) {
  const { t } = useTranslation('help');
  const [draft, setDraft] = useState('');
  const add = () => {
    const topic = draft.trim();
    if (!topic || value.length >= max) return;
    onChange([...value, topic]);
    setDraft('');
  };
  return (
    <fieldset className="field help-topics-field">
      <legend>{t('brandingPage.topics')}</legend>
      <p className="field__hint">{t('brandingPage.topicsHint', { max })}</p>
      {value.length === 0 ? (
        <p className="help-panel__muted">{t('brandingPage.noTopics')}</p>
      ) : (
        <ul className="help-topics-editor">
          {value.map((topic, index) => (
            // Topics may repeat while being edited, so the position is the stable identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <input
                className="input"
                aria-label={t('brandingPage.topicLabel', { number: index + 1 })}
                value={topic}
                maxLength={100}
                onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
              />
              <button
                type="button"
                className="button"
                aria-label={t('brandingPage.removeTopic', { topic })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="help-topics-editor__add">
        <input
          className="input"
          aria-label={t('brandingPage.newTopic')}
          placeholder={t('brandingPage.newTopic')}
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="button"
          onClick={add}
          disabled={!draft.trim() || value.length >= max}
        >
          {t('brandingPage.addTopic')}
        </button>
      </div>
      {error && <span className="field__error">{error}</span>}
    </fieldset>
  );
}
