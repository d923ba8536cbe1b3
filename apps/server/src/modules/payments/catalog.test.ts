/** Issue 12 "Countries, directions, amounts": the catalog calls, the default country, the `.biz` rule. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

interface Country {
  iso: string;
  currency: { code: string; rate: number; symbol: string };
  buttons: { country_sum_button_data: { desktop: number[]; mobile: number[] } };
  directions: {
    payment_direction_data: {
      system_name: string;
      type: number;
      sort: object;
      additional_info: object[];
    }[];
  };
}

describe('payment countries', () => {
  it('lists RU, KZ, AZ, an EU country, the US, Brazil and India with their currencies, sums and directions', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/v1/payments/countries' })).json<
      Country[]
    >();
    expect(list.map((c) => [c.iso, c.currency.code])).toEqual([
      ['RU', 'RUB'],
      ['KZ', 'KZT'],
      ['AZ', 'AZN'],
      ['DE', 'EUR'],
      ['US', 'USD'],
      ['BR', 'BRL'],
      ['IN', 'INR'],
    ]);
    const ru = list[0]!;
    const systems = ru.directions.payment_direction_data.map((d) => d.system_name);
    for (const m of ['visa', 'mastercard', 'qiwi', 'yoomoney', 'webmoney', 'hotskins'])
      expect(systems).toContain(m);
    // Outside the welcome mode `.biz` directions are hidden (spec 001 §5).
    expect(systems.filter((s) => s.includes('.biz'))).toEqual([]);
    expect(ru.buttons.country_sum_button_data.mobile.length).toBeGreaterThan(0);
    const kz = await t.app.inject({ method: 'GET', url: '/v1/payments/countries/kz' });
    expect(kz.json()).toMatchObject({ iso: 'KZ', currency: { code: 'KZT', rate: 0.19 } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/payments/countries/XX' })).statusCode,
    ).toBe(404);
  });

  it('picks the default country from the request, Russia when unknown', async () => {
    const of = async (lang?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/nitro-api/default-country',
          headers: lang ? { 'accept-language': lang } : {},
        })
      ).json().iso;
    expect(await of('kk-KZ,kk;q=0.9')).toBe('KZ');
    expect(await of('de-DE')).toBe('DE');
    expect(await of('en-US')).toBe('US');
    expect(await of('pt-BR,pt;q=0.9')).toBe('BR');
    expect(await of('hi')).toBe('IN');
    expect(await of('en')).toBe('RU');
    expect(await of('fr-FR')).toBe('RU');
    expect(await of()).toBe('RU');
    // The browser's own languages, as the web passes them, come before the header (the interface language).
    const withList = await t.app.inject({
      method: 'GET',
      url: '/nitro-api/default-country?languages=pt-BR,pt,en',
      headers: { 'accept-language': 'ru' },
    });
    expect(withList.json()).toEqual({ iso: 'BR' });
  });

  it('shows only `.biz` directions with the welcome redirect on', async () => {
    const welcome = await createTestApp({ REDIRECT_TO_WELCOME: 'true' });
    try {
      const ru = (
        await welcome.app.inject({ method: 'GET', url: '/v1/payments/countries/RU' })
      ).json<Country>();
      expect(ru.directions.payment_direction_data.map((d) => d.system_name)).toEqual(['visa.biz']);
    } finally {
      await welcome.close();
    }
  });

  it('publishes the bonus levels ascending', async () => {
    const levels = (await t.app.inject({ method: 'GET', url: '/v1/payments/bonus/levels' })).json<
      { limit: number }[]
    >();
    expect(levels.map((l) => l.limit)).toEqual(
      [...levels.map((l) => l.limit)].sort((a, b) => a - b),
    );
    expect(levels[0]).toEqual({ limit: 1000, bonus_multiplier: 0.02 });
  });
});
