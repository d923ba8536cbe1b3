/**
 * Follows the project the config names (`GET /nitro-api/config` `project.id`; issue 34): on a page the server
 * wrote no `data-project` into, the app started as the default project and switches once the answer names
 * another (i18n.ts `switchProject`). On the pages the server wrote, the two agree and nothing happens.
 */
import { useEffect } from 'react';
import { useConfig } from '../api/endpoints/get-config.ts';
import { switchProject } from './i18n.ts';

/** Switches the page to the config's project when it differs from the page's. */
export function useConfigProject(): void {
  const project = useConfig()?.project?.id;
  useEffect(() => {
    if (project) void switchProject(project);
  }, [project]);
}
