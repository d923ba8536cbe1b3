/**
 * The project switcher (spec 000 §1 flag "project switcher"; issue 34, decision 019): the game projects the
 * server lists (`GET /nitro-api/config` `projects`, from PROJECTS), this one marked. A visitor simply goes to the
 * other shop; a signed-in player goes with a one-time hand-off token (POST /v1/projects/handoff) and arrives
 * signed in there. Nothing shows with the flag off or when the server offers no other project.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECTS, type GameProject } from '@cases/domain/projects';
import { useConfig, useFeature } from '../../api/endpoints/get-config.ts';
import { projectHandoffTarget } from '../../api/endpoints/project-handoff.ts';
import { isSignedIn } from '../../api/token.ts';

/** One link per project, by the game's short name; the current one is `aria-current`. */
export function ProjectSwitcher() {
  const { t } = useTranslation();
  const on = useFeature('project_switcher');
  const config = useConfig();
  const [busy, setBusy] = useState(false);
  const projects = config?.projects ?? [];
  const current = config?.project?.id ?? 'dota';
  if (!on || projects.length < 2) return null;

  const go = async (event: React.MouseEvent, project: GameProject) => {
    if (!isSignedIn() || busy) return;
    // Signed in: the plain link would arrive signed out; ask for a hand-off instead.
    event.preventDefault();
    setBusy(true);
    try {
      window.location.assign(await projectHandoffTarget(project));
    } catch {
      setBusy(false);
    }
  };

  return (
    <nav className="project-switch" aria-label={t('header.project')}>
      {projects.map(({ id, url }) =>
        id === current ? (
          <span key={id} className="project-switch__item" aria-current="page">
            {PROJECTS[id].gameShort}
          </span>
        ) : (
          <a
            key={id}
            className="project-switch__item"
            href={`${url}/`}
            aria-busy={busy || undefined}
            onClick={(e) => void go(e, id)}
          >
            {PROJECTS[id].gameShort}
          </a>
        ),
      )}
    </nav>
  );
}
