/**
 * Spec 000 §3 "Operation statuses used in alerts" and §8 "Status codes are translated under alerts.*" (issue 45): each
 * of the 26 statuses has its own text in Russian and English, in the shell's texts (loaded before any page), and the
 * two languages name the same alerts.
 */
import { OPERATION_STATUSES } from '@cases/domain/alerts';
import { describe, expect, it } from 'vitest';
import en from '@cases/i18n/en.json';
import ru from '@cases/i18n/ru.json';

const cyrillic = /[\u0400-\u04ff]/;

describe('alert texts', () => {
  it('has a Russian and an English text for every operation status the spec lists', () => {
    expect(OPERATION_STATUSES).toHaveLength(26);
    const ruAlerts: Record<string, string> = ru.alerts;
    const enAlerts: Record<string, string> = en.alerts;
    for (const status of OPERATION_STATUSES) {
      expect(ruAlerts[status], `ru ${status}`).toMatch(cyrillic);
      expect(enAlerts[status], `en ${status}`).toMatch(/^[^\u0400-\u04ff]+$/);
      expect(enAlerts[status]).not.toBe(ruAlerts[status]);
    }
  });

  it('names the same alerts in both languages', () => {
    expect(Object.keys(en.alerts).sort()).toEqual(Object.keys(ru.alerts).sort());
  });
});
