/**
 * The fast missions of the bonus page (spec 001 §1, §3; issue 13): their prizes and texts are data of the catalog
 * layer (catalog/missions.ts), where `npm run catalog:report` prices them too (issue 44).
 */
export { MISSIONS, missionDef, type MissionDef } from '../../catalog/missions.ts';
