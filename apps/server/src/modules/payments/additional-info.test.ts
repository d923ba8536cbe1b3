/**
 * Issue 12 / spec 001 §5: the server checks a direction's additional info with the same rules as the
 * form (packages/domain); a bad email, phone or document number is refused before any order exists.
 */
import { describe, expect, it } from 'vitest';
import { bearer, queryRows, register } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();

const start = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/transaction/start',
    headers: bearer(token),
    payload,
  });
const orders = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      `select count(*)::int as n from payment_orders where user_id = ${Number(userId)}`,
    )
  )[0]!.n;

const ruVisa = { payment_direction_id: 'ru-visa', country: 'RU', amount: 100 };
const ruQiwi = { payment_direction_id: 'ru-qiwi', country: 'RU', amount: 100 };
const kzVisa = { payment_direction_id: 'kz-visa', country: 'KZ', amount: 1000 };
const kzDoc = { email: 'a@b.kz', doc_type: 'passport', doc_number: '123-456' };

describe('additional info at the payment start', () => {
  it('refuses a bad email, phone or document number with 400 dataNotFound and creates no order', async () => {
    const p = await register(t.app);
    const cases: [object, string][] = [
      [{ ...ruVisa, additional_info: { email: 'not-an-email' } }, 'Invalid email: email'],
      [{ ...ruVisa, additional_info: {} }, 'Invalid email: required'],
      [{ ...ruQiwi, additional_info: { phone: '12345' } }, 'Invalid phone: phone'],
      [{ ...kzVisa, additional_info: { ...kzDoc, doc_number: 'AB 123' } }, 'Invalid doc_number'],
    ];
    for (const [payload, message] of cases) {
      const res = await start(p.token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        data: { code: 'dataNotFound', message: expect.stringContaining(message) },
      });
    }
    expect(await orders(p.userId)).toBe(0);
  });

  it('starts the same deposits once the fields are valid', async () => {
    const p = await register(t.app);
    for (const payload of [
      { ...ruVisa, additional_info: { email: 'player@mail.ru' } },
      { ...ruQiwi, additional_info: { phone: '8 (912) 345-67-89' } },
      { ...kzVisa, additional_info: kzDoc },
    ]) {
      const res = await start(p.token, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await orders(p.userId)).toBe(3);
  });
});
