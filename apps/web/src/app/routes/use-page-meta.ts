/**
 * Keeps document.title and the meta description in step with the path (spec 000 §7 seo/get);
 * when the call fails the page keeps the translated defaults.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seoQueryOptions } from '../../api/endpoints/get-seo.ts';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locale.ts';
import { localizedUrl } from '../../i18n/locale-path.ts';

function setDescription(text: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Applies the SEO texts of `pathname` (as the browser shows it, locale prefix included). */
export function usePageMeta(pathname: string): void {
  const { t, i18n } = useTranslation();
  const url = localizedUrl(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE, pathname);
  const seo = useQuery(seoQueryOptions(url, i18n.language));
  const title = seo.data?.title ?? (seo.isError ? t('meta.title') : undefined);
  const description = seo.data?.description ?? (seo.isError ? t('meta.description') : undefined);
  useEffect(() => {
    if (title !== undefined) document.title = title;
    if (description !== undefined) setDescription(description);
  }, [title, description]);
}
