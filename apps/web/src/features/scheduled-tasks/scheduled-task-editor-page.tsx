// The scheduled-task editor (/editor/scheduledTask/new and /editor/scheduledTask/:id): loads the
// task, then the form; a new task opens in its own editor once saved, a deleted one returns to the list.
import { blankScheduledTask } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { TaskForm } from './components/task-form.tsx';
import { taskToForm } from './components/task-form-values.ts';
import {
  useDeleteScheduledTask,
  useSaveScheduledTask,
  useScheduledTask,
} from './hooks/use-scheduled-tasks.ts';
import { SCHEDULED_TASKS_PATH, scheduledTaskPath } from './scheduled-task-paths.ts';
import './scheduled-tasks.css';

function taskId(param: string | undefined): number | 'new' | null {
  if (param === 'new') return 'new';
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ScheduledTaskEditorPage() {
  const { t } = useTranslation('scheduledTasks');
  const id = taskId(useParams()['*']);
  const task = useScheduledTask(typeof id === 'number' ? id : null);
  if (id === null || task.isError) {
    return (
      <section className="page">
        <p role="alert">{t('editor.notFound')}</p>
      </section>
    );
  }
  if (id !== 'new' && !task.data) return <Spinner label={t('editor.loading')} />;
  return <TaskEditor key={id} id={id === 'new' ? null : id} />;
}

function TaskEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('scheduledTasks');
  const navigate = useNavigate();
  const task = useScheduledTask(id);
  const save = useSaveScheduledTask(id);
  const remove = useDeleteScheduledTask();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="page scheduled-task-editor">
      <header className="page__header">
        <h1>{task.data ? t('editor.editTitle', { name: task.data.name }) : t('editor.newTitle')}</h1>
      </header>
      <TaskForm
        initial={task.data ? taskToForm(task.data) : blankScheduledTask()}
        onSave={(body) => save.mutateAsync(body)}
        onSaved={(saved) => {
          if (id === null) navigate(scheduledTaskPath(saved.id), { replace: true });
        }}
        onDelete={id === null ? undefined : () => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteText', { name: task.data?.name ?? '' })}
        cancelLabel={t('editor.cancel')}
        confirmLabel={t('editor.delete')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (id === null) return;
          await remove.mutateAsync(id);
          navigate(SCHEDULED_TASKS_PATH);
        }}
      />
    </section>
  );
}
