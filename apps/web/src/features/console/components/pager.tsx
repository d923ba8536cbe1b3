/**
 * Previous / next paging of a console list (the server's pages of 50), with "page N of M".
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="console-pager" aria-label={t('console.pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.pager.prev')}
      </Button>
      <span className="console-pager__at">{t('console.pager.page', { page, pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('console.pager.next')}
      </Button>
    </nav>
  );
}
