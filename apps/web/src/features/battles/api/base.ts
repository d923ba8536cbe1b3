/** The battles service's base path (spec 001 §7 "base path /battles", mounted at /battles-api). */
export const BATTLES_BASE = '/battles-api';
