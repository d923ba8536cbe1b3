/**
 * Issue 30 "Running the shop": the FAQ from the console — a content role's save is what `GET /v1/page/faq`
 * answers next in both languages, with one audit entry (before and after); bad shapes and repeated ids 400; a
 * support role 403.
 */
import type { AdminFaq } from '@cases/domain/api/admin-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/console-fixtures.ts';
import { queryRows } from '../../test/helper.ts';
import { fileTestApp } from '../../test/file-app.ts';

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInStaff(t.app, t.db, 'content')).cookie;
});

const admin = (method: 'GET' | 'PUT', payload?: object, c = cookie) =>
  t.app.inject({
    method,
    url: '/v1/admin/faq',
    headers: { cookie: c },
    ...(payload ? { payload } : {}),
  });
const page = (lang: string) =>
  t.app.inject({ method: 'GET', url: '/v1/page/faq', headers: { 'x-client-language': lang } });

describe('console FAQ', () => {
  it('saves the FAQ the shop answers next, audited', async () => {
    const now = admin('GET');
    const body = (await now).json<{ faq: AdminFaq; edited: boolean }>();
    expect(body.edited).toBe(false);
    expect((await page('ru')).json().categories[0].title).toBe(body.faq.categories[0]!.title);
    const next: AdminFaq = {
      categories: [
        ...body.faq.categories,
        {
          id: 99,
          title: 'Новое',
          title_en: 'New',
          questions: [
            { id: 999, question: 'Вопрос?', answer: 'Ответ.', question_en: 'Q?', answer_en: 'A.' },
          ],
        },
      ],
    };
    const saved = await admin('PUT', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().edited).toBe(true);
    const ru = (await page('ru')).json();
    expect(ru.categories.at(-1)).toEqual({
      id: 99,
      title: 'Новое',
      questions: [{ id: 999, question: 'Вопрос?', answer: 'Ответ.' }],
    });
    expect((await page('en')).json().categories.at(-1).questions[0].answer).toBe('A.');
    const log = await queryRows<{ before: unknown; after: AdminFaq }>(
      t.db,
      `select before, after from audit_log where action = 'faq.update'`,
    );
    expect(log).toHaveLength(1);
    expect(log[0]!.before).toBeNull();
    expect(log[0]!.after.categories).toHaveLength(next.categories.length);
  });

  it('refuses bad shapes and repeated ids (400), a support role (403)', async () => {
    const q = { id: 1, question: 'a', answer: 'b', question_en: 'c', answer_en: 'd' };
    for (const bad of [
      {},
      { categories: [] },
      { categories: [{ id: 1, title: 'x', title_en: 'x', questions: [q, q] }] },
      { categories: [{ id: 1, title: '', title_en: 'x', questions: [] }] },
      { categories: [{ id: 1, title: 'x', title_en: 'x', questions: [{ ...q, answer: 5 }] }] },
      { categories: [{ id: 1, title: 'x', title_en: 'x', questions: [], extra: 1 }] },
    ])
      expect((await admin('PUT', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const support = (await signedInStaff(t.app, t.db, 'support')).cookie;
    const res = await admin('GET', undefined, support);
    expect([res.statusCode, res.json().data.code]).toEqual([403, 'console_forbidden']);
  });
});
