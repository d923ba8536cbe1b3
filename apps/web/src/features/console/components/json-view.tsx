/**
 * A stored JSON value (an audit entry's before or after) as readable, indented text; "empty" for none.
 */
import { useTranslation } from 'react-i18next';

export function JsonView({ value, title }: { value: unknown; title: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined;
  return (
    <figure className="console-json">
      <figcaption className="console-json__title">{title}</figcaption>
      {empty ? (
        <p className="console-json__empty">{t('console.json.empty')}</p>
      ) : (
        <pre>{JSON.stringify(value, null, 2)}</pre>
      )}
    </figure>
  );
}
