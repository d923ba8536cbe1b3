import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options and formats as Intl does', () => {
    const a = dateTimeFormat('ru', { hour: '2-digit', minute: '2-digit' });
    expect(dateTimeFormat('ru', { hour: '2-digit', minute: '2-digit' })).toBe(a);
    expect(dateTimeFormat('en', { hour: '2-digit', minute: '2-digit' })).not.toBe(a);
    const at = Date.UTC(2026, 11, 5, 14, 5);
    expect(a.format(at)).toBe(
      new Intl.DateTimeFormat('ru', { hour: '2-digit', minute: '2-digit' }).format(at),
    );
    const n = numberFormat('ru-RU');
    expect(numberFormat('ru-RU', {})).toBe(n);
    expect(numberFormat('ru-RU', { style: 'percent' })).not.toBe(n);
    expect(n.format(1234567)).toBe(new Intl.NumberFormat('ru-RU').format(1234567));
  });
});
