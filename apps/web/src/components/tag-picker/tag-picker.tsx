// Tag picker that can create tags (spec 001): the chosen tags with a remove button each, and a field
// that suggests known tags as one types and offers to create a new one. A new name is checked by the
// domain's tag-name rule first and created on the server before it is chosen; the caller supplies the
// tags and the calls, so ticket pages and rule editors share it.
import { TAG_NAME_MAX, TAG_NAME_MESSAGES, type Tag, tagNameProblem } from '@warden/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './tag-picker.css';

export interface TagPickerProps {
  label: string;
  /** Every tag there is, to suggest from and to name the chosen ones. */
  tags: readonly Tag[];
  /** The chosen tag ids. */
  value: readonly string[];
  onChange: (tagIds: string[]) => void;
  /** Creates a tag on the server and answers it (an existing name answers the existing tag). */
  onCreate: (name: string) => Promise<Tag>;
  loading?: boolean;
  /** The tags could not be listed. */
  loadFailed?: boolean;
  disabled?: boolean;
}

const SUGGESTIONS_MAX = 10;
type NameProblem = keyof typeof TAG_NAME_MESSAGES;

function nameProblemKey(name: string): NameProblem | null {
  const message = tagNameProblem(name);
  if (message === null) return null;
  const found = Object.entries(TAG_NAME_MESSAGES).find(([, text]) => text === message);
  return (found?.[0] as NameProblem | undefined) ?? 'required';
}

export function TagPicker({
  label,
  tags,
  value,
  onChange,
  onCreate,
  loading = false,
  loadFailed = false,
  disabled = false,
}: TagPickerProps) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<NameProblem | 'createFailed' | null>(null);
  const [creating, setCreating] = useState(false);
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const typed = text.trim();
  const exact = tags.find((tag) => tag.name.toLowerCase() === typed.toLowerCase());
  const suggestions =
    typed === ''
      ? []
      : tags
          .filter((tag) => !value.includes(tag.id) && tag.name.toLowerCase().includes(typed.toLowerCase()))
          .slice(0, SUGGESTIONS_MAX);

  const choose = (tagId: string) => {
    if (!value.includes(tagId)) onChange([...value, tagId]);
    setText('');
    setProblem(null);
  };
  const create = async () => {
    const key = nameProblemKey(text);
    if (key) {
      setProblem(key);
      return;
    }
    setCreating(true);
    try {
      choose((await onCreate(typed)).id);
    } catch {
      setProblem('createFailed');
    } finally {
      setCreating(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (exact) choose(exact.id);
    else void create();
  };

  return (
    <fieldset className="tag-picker" disabled={disabled}>
      <legend>{label}</legend>
      {value.length > 0 && (
        <ul className="tag-picker__chosen" aria-label={t('tagPicker.chosen', { label })}>
          {value.map((tagId) => {
            const name = byId.get(tagId)?.name ?? tagId;
            return (
              <li key={tagId} className="tag-picker__chip">
                <span>{name}</span>
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('tagPicker.remove', { name })}
                  onClick={() => onChange(value.filter((v) => v !== tagId))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="field">
        <label htmlFor={id}>{t('tagPicker.add')}</label>
        <input
          id={id}
          value={text}
          maxLength={TAG_NAME_MAX * 2}
          aria-invalid={problem !== null && problem !== 'createFailed'}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {loading && <p className="field__hint">{t('tagPicker.loading')}</p>}
      {loadFailed && <p role="alert">{t('tagPicker.fetchFailed')}</p>}
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem === 'createFailed'
            ? t('tagPicker.createFailed')
            : t(`tagPicker.nameProblems.${problem}`, { max: TAG_NAME_MAX })}
        </p>
      )}
      {(suggestions.length > 0 || (typed !== '' && !exact)) && (
        <ul className="tag-picker__suggestions" aria-label={t('tagPicker.suggestions')}>
          {suggestions.map((tag) => (
            <li key={tag.id}>
              <button type="button" className="tag-picker__option" onClick={() => choose(tag.id)}>
                {tag.name}
              </button>
            </li>
          ))}
          {typed !== '' && !exact && (
            <li>
              <button
                type="button"
                className="tag-picker__option"
                disabled={creating}
                onClick={() => void create()}
              >
                {t('tagPicker.create', { name: typed })}
              </button>
            </li>
          )}
        </ul>
      )}
    </fieldset>
  );
}
