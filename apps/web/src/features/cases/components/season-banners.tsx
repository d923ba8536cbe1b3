/**
 * The running season's banners on the front page (spec 001 §7 `GET /v1/event/banners`, "the main page's slider"):
 * each a picture with its title and subtitle on the banner's gradient, the whole card a link into the season (the
 * pass, the coin cases, the raffle). A row of three on a wide screen, one under another on a phone. Texts come from
 * the server in the reader's language.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Camel } from '@cases/domain/casing';
import type { z } from 'zod';
import type { eventBanner } from '@cases/domain/api/event';

export type SeasonBanner = Camel<z.infer<typeof eventBanner>>;

/** The season's banners under a section heading; nothing when the list is empty. */
export function SeasonBanners({ banners }: { banners: readonly SeasonBanner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="case-section season-banners" aria-labelledby="season-banners-title">
      <h2 id="season-banners-title" className="case-section__title">
        {t('front.season.title')}
      </h2>
      <ul className="season-banners__list">
        {banners.map((b) => (
          <li key={b.id}>
            <Link to={b.link} className="season-banner" style={{ background: b.gradient }}>
              <img
                className="season-banner__image"
                src={b.image}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
              />
              <span className="season-banner__title">{b.title}</span>
              <span className="season-banner__subtitle">{b.subtitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
