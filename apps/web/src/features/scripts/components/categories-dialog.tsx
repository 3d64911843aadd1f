// The dialog that manages script categories: add one, rename one in place, or delete one after a
// confirmation (its scripts stay in the library, without it).
import type { ScriptCategory } from '@warden/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { useCategoryActions, useScriptCategories } from '../hooks/use-script-categories.ts';

export function CategoriesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('scripts');
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('categories.title')}
      actions={<CloseButton label={t('categories.close')} />}
    >
      <CategoriesManager />
    </DialogFrame>
  );
}

type Editing = { kind: 'rename'; id: number; name: string } | { kind: 'delete'; id: number } | null;

function CategoriesManager() {
  const { t } = useTranslation('scripts');
  const errorMessage = useErrorMessage();
  const categories = useScriptCategories();
  const actions = useCategoryActions();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const failure = actions.create.error ?? actions.rename.error ?? actions.remove.error;

  const add = (event: FormEvent) => {
    event.preventDefault();
    actions.rename.reset();
    actions.remove.reset();
    actions.create.mutate({ name }, { onSuccess: () => setName('') });
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (editing?.kind !== 'rename') return;
    actions.create.reset();
    actions.remove.reset();
    actions.rename.mutate({ id: editing.id, name: editing.name }, { onSuccess: () => setEditing(null) });
  };
  const remove = (id: number) => {
    actions.create.reset();
    actions.rename.reset();
    actions.remove.mutate(id, { onSuccess: () => setEditing(null) });
  };

  return (
    <div className="script-categories">
      <form className="script-categories__add" onSubmit={add} noValidate>
        <label>
          <span>{t('categories.newName')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className="button" disabled={actions.create.isPending}>
          {t('categories.add')}
        </button>
      </form>
      {failure && (
        <p role="alert" className="form-error">
          {errorMessage(failure)}
        </p>
      )}
      {categories.isError && <p role="alert">{t('categories.loadFailed')}</p>}
      {categories.isSuccess && categories.data.length === 0 && <p>{t('categories.empty')}</p>}
      <ul className="script-categories__list" aria-label={t('categories.listLabel')}>
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            {editing?.kind === 'rename' && editing.id === category.id ? (
              <form className="script-categories__row" onSubmit={rename} noValidate>
                <input
                  aria-label={t('categories.renameLabel', { name: category.name })}
                  value={editing.name}
                  onChange={(e) => setEditing({ ...editing, name: e.target.value })}
                  autoComplete="off"
                />
                <button type="submit" className="button" disabled={actions.rename.isPending}>
                  {t('categories.save')}
                </button>
                <button type="button" className="button button--link" onClick={() => setEditing(null)}>
                  {t('categories.cancel')}
                </button>
              </form>
            ) : editing?.kind === 'delete' && editing.id === category.id ? (
              <div className="script-categories__row">
                <span>{t('categories.deleteQuestion', { name: category.name })}</span>
                <button
                  type="button"
                  className="button button--danger"
                  disabled={actions.remove.isPending}
                  onClick={() => remove(category.id)}
                >
                  {t('categories.confirmDelete')}
                </button>
                <button type="button" className="button button--link" onClick={() => setEditing(null)}>
                  {t('categories.cancel')}
                </button>
              </div>
            ) : (
              <CategoryRow category={category} onEdit={setEditing} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoryRow({ category, onEdit }: { category: ScriptCategory; onEdit: (e: Editing) => void }) {
  const { t } = useTranslation('scripts');
  return (
    <div className="script-categories__row">
      <span className="script-categories__name">{category.name}</span>
      <span className="script-categories__count">
        {t('categories.scriptCount', { count: category.scriptCount })}
      </span>
      <button
        type="button"
        className="button button--link"
        onClick={() => onEdit({ kind: 'rename', id: category.id, name: category.name })}
      >
        {t('categories.rename', { name: category.name })}
      </button>
      <button
        type="button"
        className="button button--link"
        onClick={() => onEdit({ kind: 'delete', id: category.id })}
      >
        {t('categories.delete', { name: category.name })}
      </button>
    </div>
  );
}
