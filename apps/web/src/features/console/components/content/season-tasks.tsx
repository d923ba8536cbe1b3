/**
 * The battle pass's tasks (issue 30): each task with its level, type, goal and how many players finished it,
 * opened to edit (or remove, if nobody finished it); the form at the end adds a task.
 */
import { useTranslation } from 'react-i18next';
import { SeasonTaskForm, type SeasonTask } from './season-task-form.tsx';

export function SeasonTasks({ seasonId, tasks }: { seasonId: string; tasks: SeasonTask[] }) {
  const { t } = useTranslation();
  return (
    <section className="console-panel console-form" aria-label={t('console.content.season.tasks')}>
      <h2 className="content-sub">{t('console.content.season.tasks')}</h2>
      <ul className="content-list">
        {tasks.map((task) => (
          <li key={JSON.stringify(task)}>
            <details className="content-item">
              <summary>
                {task.description}
                <span className="console-dim">
                  {t('console.content.season.level', { level: task.level })} ·{' '}
                  {t(`console.content.season.types.${task.type}`)} · {task.goal} ·{' '}
                  {t('console.content.season.finishedBy', { count: task.doneCount })}
                </span>
              </summary>
              <div className="content-item__body">
                <SeasonTaskForm seasonId={seasonId} task={task} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <details className="content-item">
        <summary>{t('console.content.season.newTask')}</summary>
        <div className="content-item__body">
          <SeasonTaskForm key={tasks.length} seasonId={seasonId} task={null} />
        </div>
      </details>
    </section>
  );
}
