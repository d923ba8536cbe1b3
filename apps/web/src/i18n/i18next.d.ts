/** Typed translation keys: `t('header.balance')` is checked against ru.json. */
import 'i18next';
import type ru from './ru.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
  }
}
