/**
 * The console's sign-in (issue 30 "Access"; docs/console.md): login and password of a staff member's shop
 * account, then the authenticator code — on the first visit (`enroll`) after showing the new secret as a
 * QR code and as text to type in. Anyone who is not staff is told only "wrong login or password" (the
 * server's 404 hides the console). A fifth wrong code ends the attempt (404): back to the password step.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useConsoleSignIn } from '../../../api/endpoints/console-sign-in.ts';
import { showToast } from '../../../ui/toast-store.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { CodeStep, type Enrolment } from './code-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { ConsoleBrand } from './console-brand.tsx';

type Step = { kind: 'password' } | { kind: 'code'; enrolment: Enrolment | null };

export function ConsoleSignIn() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const signIn = useConsoleSignIn();
  const toastError = useErrorToast();

  const onPassword = (login: string, password: string) =>
    signIn.mutate(
      { login, password },
      {
        onSuccess: (answer) =>
          setStep({
            kind: 'code',
            enrolment:
              answer.step === 'enroll' && answer.secret && answer.otpauthUri
                ? { secret: answer.secret, uri: answer.otpauthUri }
                : null,
          }),
        onError: (error) =>
          isApiError(error) && error.status === 404
            ? showToast({
                type: 'error',
                title: t('common.error'),
                message: t('console.signIn.wrong'),
              })
            : toastError(error),
      },
    );

  return (
    <main className="console-sign-in">
      <div className="console-sign-in__card">
        <p className="console-sign-in__brand">
          <ConsoleBrand /> · {t('console.brand')}
        </p>
        {step.kind === 'password' ? (
          <PasswordStep busy={signIn.isPending} onSubmit={onPassword} />
        ) : (
          <CodeStep enrolment={step.enrolment} onRestart={() => setStep({ kind: 'password' })} />
        )}
      </div>
    </main>
  );
}
