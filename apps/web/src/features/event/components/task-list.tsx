/**
 * The pass's open tasks (spec 001 §5): of levels up to the current one, unfinished only; a task whose
 * end is missing or 1 has no progress bar; each links to where it is done (§2 task links) and shows
 * its reward.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LevelData } from '../../../api/endpoints/get-challenge.ts';
import { Price } from '../../../ui/price.tsx';
import { taskHasBar, taskLink, visibleTasks } from '../lib/pass.ts';
import { CoinAmount } from './coin-amount.tsx';
import { ProgressBar } from './progress-bar.tsx';

export function TaskList({ levels, gradient }: { levels: readonly LevelData[]; gradient: string }) {
  const { t } = useTranslation();
  const tasks = visibleTasks(levels);
  return (
    <section className="pass-tasks" aria-labelledby="pass-tasks-title">
      <h2 id="pass-tasks-title">{t('season.pass.tasks')}</h2>
      {tasks.length === 0 ? (
        <p className="pass-tasks__none">{t('season.pass.noTasks')}</p>
      ) : (
        <ul className="pass-tasks__list">
          {tasks.map(({ level, task }) => (
            <li key={task.id} className="pass-task">
              <span className="pass-task__level">{t('season.pass.taskLevel', { level })}</span>
              <div className="pass-task__main">
                <p className="pass-task__text">{task.description}</p>
                {taskHasBar(task) && (
                  <div className="pass-task__progress">
                    <ProgressBar
                      value={task.progressData.current / task.progressData.end}
                      label={task.description}
                      gradient={gradient}
                    />
                    <span>
                      {t('season.pass.taskProgress', {
                        current: task.progressData.current,
                        end: task.progressData.end,
                      })}
                    </span>
                  </div>
                )}
              </div>
              <div className="pass-task__reward">
                {task.reward.coins > 0 && <CoinAmount value={task.reward.coins} />}
                {task.reward.money > 0 && <Price value={task.reward.money} />}
                {task.reward.cases.map((c) => (
                  <img key={c.url + c.name} src={c.img} alt={c.name} width={40} height={30} />
                ))}
              </div>
              <Link to={taskLink(task.task.type)} className="btn btn--secondary btn--sm">
                {t('season.pass.taskGo')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
