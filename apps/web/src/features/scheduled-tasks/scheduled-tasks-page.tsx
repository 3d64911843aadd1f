// Administration › Tasks: every scheduled task the technician sees, searched by name and paged by
// the server; Add opens a blank task in the editor.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { ServerTable } from '../../components/server-table/server-table.tsx';
import { useSession } from '../auth/hooks/use-session.ts';
import { useTaskColumns } from './components/task-columns.tsx';
import { fetchScheduledTaskPage, scheduledTasksQueryKey } from './hooks/use-scheduled-tasks.ts';
import { NEW_SCHEDULED_TASK_PATH } from './scheduled-task-paths.ts';
import './scheduled-tasks.css';

export function ScheduledTasksPage() {
  const { t } = useTranslation('scheduledTasks');
  const canRun = useSession().permissions.canRunScripts;
  const navigate = useNavigate();
  const columns = useTaskColumns();
  return (
    <section className="page scheduled-tasks">
      <PageHeader
        title={t('list.title')}
        add={canRun ? { label: t('list.add'), onClick: () => navigate(NEW_SCHEDULED_TASK_PATH) } : undefined}
      />
      <ServerTable
        queryKey={[...scheduledTasksQueryKey, 'list']}
        columns={columns}
        fetchData={fetchScheduledTaskPage}
        getRowId={(task) => String(task.id)}
        searchPlaceholder={t('list.searchPlaceholder')}
        emptyMessage={t('list.empty')}
        ariaLabel={t('list.tableLabel')}
      />
    </section>
  );
}
