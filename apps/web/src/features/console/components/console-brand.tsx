/**
 * The console's brand: the project's shop name with its last word highlighted ("DOTA <span>CASES</span>",
 * "CS <span>CASES</span>"; issue 34).
 */
import { projectInfo } from '../../../i18n/project.ts';

/** The project's site name as the console's bars write it ("DOTA" and a highlighted "CASES"; issue 34). */
export function ConsoleBrand() {
  const site = projectInfo().site;
  const cut = site.lastIndexOf(' ');
  return (
    <>
      {site.slice(0, Math.max(cut, 0))}
      <span>{site.slice(cut + 1)}</span>
    </>
  );
}
