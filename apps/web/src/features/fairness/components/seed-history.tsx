/**
 * History of revealed seed pairs with a "check" link that fills the form with the pair, keeping the
 * nonce and case being checked (nonces 0…n−1 were used).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { useSeedHistory } from '../api/get-seed-history.ts';
import { dateTimeFormat } from '../../../i18n/intl-formats.ts';

/** Table of revealed seeds, newest first. */
export function SeedHistory({ caseSlug, nonce = '0' }: { caseSlug: string; nonce?: string }) {
  const { t, i18n } = useTranslation();
  const history = useSeedHistory();
  const df = dateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (!history.data) return null;
  return (
    <section className="fairness__panel" aria-labelledby="seed-history-title">
      <h2 id="seed-history-title" className="fairness__subtitle">
        {t('fairness.history')}
      </h2>
      {history.data.length === 0 ? (
        <p className="check-result__hint">{t('fairness.historyEmpty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="seed-table">
            <thead>
              <tr>
                <th scope="col">{t('fairness.revealedAt')}</th>
                <th scope="col">{t('fairness.serverSeed')}</th>
                <th scope="col">{t('fairness.clientSeed')}</th>
                <th scope="col">{t('fairness.rolls')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('fairness.check')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((s) => (
                <tr key={s.serverSeedHash}>
                  <td>{df.format(new Date(s.revealedAt))}</td>
                  <td className="mono seed-table__seed" title={s.serverSeed}>
                    {s.serverSeed}
                  </td>
                  <td className="mono seed-table__client" title={s.clientSeed}>
                    {s.clientSeed}
                  </td>
                  <td>{s.nonce}</td>
                  <td>
                    <Link
                      to={paths.fairnessCheck({
                        serverSeed: s.serverSeed,
                        clientSeed: s.clientSeed,
                        // The nonce and case being checked stay (issue 9); a fresh pair starts at 0.
                        nonce: Number(nonce) < s.nonce ? Number(nonce) : 0,
                        caseSlug: caseSlug || undefined,
                      })}
                    >
                      {t('fairness.check')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
