/**
 * A read-only labelled value with a copy button; "copied" shows for 1500 ms (spec 000 §9 clipboard flag).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

const COPIED_MS = 1500;

/** Shows `value` in a read-only input labelled `label`, with a "Копировать" button named `copyLabel`. */
export function CopyField({
  label,
  copyLabel,
  value,
}: {
  label: string;
  copyLabel: string;
  value: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };

  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input id={id} ref={input} readOnly value={value} onFocus={(e) => e.target.select()} />
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={copyLabel}>
          {copied ? t('auth.copied') : t('auth.copy')}
        </Button>
      </div>
    </div>
  );
}
