/**
 * Inputs of the provably-fair check: server seed, client seed, nonce and the case (from the
 * main-page sections). Values live in the URL so a "check" link can fill them.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSections } from '../../../api/endpoints/get-sections.ts';

export interface CheckValues {
  serverSeed: string;
  /** The pair's hash from a drop's "check" link ('' when typed by hand). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  caseSlug: string;
}

/** Controlled form; every change calls `onChange` with the whole value set. */
export function CheckForm({
  values,
  onChange,
}: {
  values: CheckValues;
  onChange: (v: CheckValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sections = useSections();
  const set = (key: keyof CheckValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });

  return (
    <form
      className="check-form"
      onSubmit={(e) => e.preventDefault()}
      aria-label={t('fairness.formTitle')}
    >
      <div className="field check-form__wide">
        <label htmlFor={`${id}-server`}>{t('fairness.serverSeed')}</label>
        <input
          id={`${id}-server`}
          value={values.serverSeed}
          onChange={set('serverSeed')}
          spellCheck={false}
          autoComplete="off"
          className="mono"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-client`}>{t('fairness.clientSeed')}</label>
        <input
          id={`${id}-client`}
          value={values.clientSeed}
          onChange={set('clientSeed')}
          spellCheck={false}
          autoComplete="off"
          className="mono"
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-nonce`}>{t('fairness.nonce')}</label>
        <input
          id={`${id}-nonce`}
          inputMode="numeric"
          value={values.nonce}
          onChange={set('nonce')}
          autoComplete="off"
          className="mono"
        />
      </div>
      <div className="field check-form__wide">
        <label htmlFor={`${id}-case`}>{t('fairness.case')}</label>
        <select id={`${id}-case`} value={values.caseSlug} onChange={set('caseSlug')}>
          <option value="">{t('fairness.chooseCase')}</option>
          {sections.data?.map((section) => (
            <optgroup key={section.id} label={section.name}>
              {section.cases.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </form>
  );
}
