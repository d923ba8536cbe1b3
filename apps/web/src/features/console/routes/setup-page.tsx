/**
 * /admin/setup (issue 48; docs/console.md "First owner"): while the shop has no console owner, the server logs a
 * one-time code; the account signed in here that enters it becomes the owner, then signs in to the console with its
 * own password and enrols its second factor. A visitor is asked to sign in first (the header's sign-in); a wrong code
 * says so (the fifth burns it); a used code, an existing owner or setup switched off answer "no setup here".
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useConsoleSetup } from '../../../api/endpoints/console-setup.ts';
import { useSignedIn } from '../../../api/token.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/button.tsx';
import './setup-page.css';

export function ConsoleSetupPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const setup = useConsoleSetup();
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() !== '') setup.mutate(code.trim());
  };
  const error = setup.error;
  const problem = !error
    ? null
    : isApiError(error) && error.code === 'setup_code_invalid'
      ? t('console.setup.wrong')
      : isApiError(error) && error.status === 404
        ? t('console.setup.closed')
        : t('errors.unpredicted');
  return (
    <div className="page console-setup">
      <h1>{t('console.setup.title')}</h1>
      <p className="console-setup__lead">{t('console.setup.lead')}</p>
      {setup.isSuccess ? (
        <div className="console-setup__done" role="status">
          <p>{t('console.setup.done')}</p>
          <Link className="btn btn--primary" to={paths.console()}>
            {t('console.setup.toConsole')}
          </Link>
        </div>
      ) : !signedIn ? (
        <p className="console-setup__note" role="status">
          {t('console.setup.signInFirst')}
        </p>
      ) : (
        <form className="console-setup__form" onSubmit={submit} noValidate>
          <label htmlFor={id}>{t('console.setup.code')}</label>
          <input
            id={id}
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={100}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem !== null}
          />
          {problem && (
            <p id={`${id}-problem`} className="console-setup__problem" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" busy={setup.isPending} disabled={code.trim() === ''}>
            {t('console.setup.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
