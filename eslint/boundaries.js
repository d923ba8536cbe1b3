// The layers of the code (docs/architecture.md), enforced with eslint-plugin-boundaries. Elements are
// folders; a file belongs to the first element whose folder holds it. A broken rule names itself in the
// message ("boundaries/dependencies"); the comment above each policy says why it is there.
import boundaries from 'eslint-plugin-boundaries';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** Element types, most specific first. */
const elements = [
  // Server: app.ts / areas.ts / main.ts / serve.ts / config*.ts are the root element (composition).
  { type: 'server-platform', pattern: `${SERVER}/platform` },
  { type: 'server-kernel', pattern: `${SERVER}/kernel` },
  { type: 'server-module', pattern: `${SERVER}/modules/*`, capture: ['area'] },
  { type: 'server-db', pattern: `${SERVER}/db` },
  { type: 'server-catalog', pattern: `${SERVER}/catalog` },
  { type: 'server-test', pattern: `${SERVER}/test` },
  { type: 'server-root', pattern: SERVER },
  // Web: main.tsx is the root element.
  { type: 'web-app', pattern: `${WEB}/app` },
  { type: 'web-feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
  { type: 'web-shared', pattern: `${WEB}/shared` },
  { type: 'web-ui', pattern: `${WEB}/ui` },
  { type: 'web-i18n', pattern: `${WEB}/i18n` },
  { type: 'web-api', pattern: `${WEB}/api` },
  { type: 'web-root', pattern: WEB },
  // Shared packages.
  { type: 'domain', pattern: 'packages/domain/src' },
  { type: 'texts', pattern: 'packages/i18n/src' },
];

const type = (t) => ({ element: { type: t } });
const types = (...ts) => ({ element: { types: { anyOf: ts } } });
const below = (...ts) => ({ allow: { to: types(...ts, 'domain', 'texts') } });

const policies = [
  // Server layers import only downward: root → modules → kernel → platform → db/catalog/config.
  {
    from: type('server-root'),
    ...below(
      'server-root',
      'server-module',
      'server-kernel',
      'server-platform',
      'server-db',
      'server-catalog',
    ),
  },
  {
    from: type('server-kernel'),
    ...below('server-kernel', 'server-platform', 'server-db', 'server-catalog', 'server-root'),
  },
  { from: type('server-platform'), ...below('server-platform', 'server-db', 'server-root') },
  { from: type('server-db'), ...below('server-db') },
  { from: type('server-catalog'), ...below('server-catalog', 'server-db', 'server-root') },
  // A module imports platform, kernel, db, catalog, config and its own folder; never another module.
  {
    from: type('server-module'),
    ...below('server-kernel', 'server-platform', 'server-db', 'server-catalog', 'server-root'),
  },
  {
    from: type('server-module'),
    allow: {
      to: {
        element: { type: 'server-module', captured: { area: '{{ from.element.captured.area }}' } },
      },
    },
  },
  {
    from: type('server-test'),
    ...below(
      'server-test',
      'server-root',
      'server-module',
      'server-kernel',
      'server-platform',
      'server-db',
      'server-catalog',
    ),
  },
  // Web: main → app → features → shared → ui → i18n → api; a feature imports only its own folder.
  {
    from: type('web-root'),
    ...below('web-root', 'web-app', 'web-feature', 'web-shared', 'web-ui', 'web-i18n', 'web-api'),
  },
  {
    from: type('web-app'),
    ...below('web-app', 'web-feature', 'web-shared', 'web-ui', 'web-i18n', 'web-api'),
  },
  { from: type('web-feature'), ...below('web-shared', 'web-ui', 'web-i18n', 'web-api') },
  {
    from: type('web-feature'),
    allow: {
      to: {
        element: {
          type: 'web-feature',
          captured: { feature: '{{ from.element.captured.feature }}' },
        },
      },
    },
  },
  { from: type('web-shared'), ...below('web-shared', 'web-ui', 'web-i18n', 'web-api') },
  { from: type('web-ui'), ...below('web-ui', 'web-i18n', 'web-api') },
  { from: type('web-i18n'), ...below('web-i18n', 'web-api') },
  { from: type('web-api'), ...below('web-api') },
  // The domain is pure: it imports only itself.
  { from: type('domain'), allow: { to: type('domain') } },
];

export const boundariesConfig = [
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['apps/*/src/**/*', 'packages/*/src/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies }],
    },
  },
];
