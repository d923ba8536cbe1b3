/**
 * The frame of the front page as HTML, the same markup the web app renders for a first visit
 * (apps/web/src/app/layouts: header.tsx, main-page-layout.tsx, mobile-menu.tsx; the live strip of
 * features/live): header with logo, menu, language switch and the account corner, the live strip,
 * the hero banner, then `content`, and the phone's bottom bar. Until the app's script runs the
 * links work and the buttons do nothing; "Вход" and "Быстрая регистрация" are links to `#reg`,
 * which opens the sign-in dialog as soon as the app starts.
 */
import type { ConfigResponse as SiteConfig } from '@cases/domain/api/platform';
import { FEATURE_FLAGS } from '@cases/domain/api/platform';
import type { Language } from '@cases/domain/api/site-web';
import { PROJECTS, type GameProject } from '@cases/domain/projects';
import type { Translate } from './first-screen-texts.ts';
import { attrs, esc } from '../../platform/html.ts';

/** What the frame depends on: texts, language, the site config, the game project and whether a token is present. */
export interface ShellContext {
  t: Translate;
  lang: Language;
  config: SiteConfig;
  project: GameProject;
  signedIn: boolean;
}

interface MenuItem {
  key: string;
  path: string;
  hiddenBy?: string;
  flag?: keyof typeof FEATURE_FLAGS;
}

// apps/web/src/app/layouts/menu-items.ts: HEADER_MENU, BOTTOM_LEFT and daily.
const HEADER: MenuItem[] = [
  { key: 'cases', path: '/' },
  { key: 'battles', path: '/battles', hiddenBy: 'battles', flag: 'battles' },
  { key: 'upgrades', path: '/upgrades', hiddenBy: 'upgrades' },
  { key: 'contracts', path: '/contract', hiddenBy: 'contract' },
  { key: 'newCases', path: '/event/new-cases' },
  { key: 'fairness', path: '/provably-fair/check', hiddenBy: 'pf', flag: 'provably_fair' },
  { key: 'refill', path: '/refill' },
];
const DAILY: MenuItem = { key: 'daily', path: '/daily-cases', hiddenBy: 'freeCases' };

const ICON_PATHS: Record<string, string> = {
  cases: '<path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5"></path>',
  battles:
    '<path d="m4 4 9.5 9.5M4 4h4l9 9M4 4v4l9 9"></path><path d="m20 4-6.5 6.5M20 4h-4l-3 3M20 4v4l-3 3"></path><path d="m6 18 3-3M15 15l3 3M5 19l2 2M19 19l-2 2"></path>',
  daily:
    '<rect x="3.5" y="9" width="17" height="11" rx="1.5"></rect><path d="M2.5 9h19V6.5h-19zM12 6.5V20M12 6.5C10 3 6.5 3 7 5.2 7.4 6.5 12 6.5 12 6.5Zm0 0c2-3.5 5.5-3.5 5-1.3-.4 1.3-5 1.3-5 1.3Z"></path>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"></path>',
};
const icon = (name: string) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" class="icon" aria-hidden="true" focusable="false">${ICON_PATHS[name] ?? ''}</svg>`;

/** The items the site config leaves visible (hidden header items, feature flags). */
function visible(items: MenuItem[], config: SiteConfig): MenuItem[] {
  const flags: Record<string, boolean | undefined> = config.feature_flags;
  return items.filter(
    (i) =>
      !(i.hiddenBy && config.hidden_header_items.includes(i.hiddenBy as never)) &&
      (i.flag === undefined || (flags[i.flag] ?? FEATURE_FLAGS[i.flag])),
  );
}

/** The header's mute toggle as the app first renders it (sound on; web app/layouts/sound-toggle.tsx). */
const soundToggle = (label: string) =>
  `<button type="button" class="sound-toggle" aria-pressed="false"${attrs({ 'aria-label': label, title: label })}><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"></path><path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button>`;

/** The project's site name as the logo writes it, its last word in the accent colour (web app/layouts/logo.tsx). */
function logoText(project: GameProject): string {
  const site = PROJECTS[project].site;
  const cut = site.lastIndexOf(' ');
  return `${esc(site.slice(0, cut + 1))}<span class="logo__accent">${esc(site.slice(cut + 1))}</span>`;
}

function header({ t, lang, config, project, signedIn }: ShellContext, prefix: string): string {
  const home = prefix || '/';
  const nav = visible(HEADER, config)
    .map((i) =>
      i.key === 'cases'
        ? `<a aria-current="page" class="nav__link nav__link--active"${attrs({ href: home })}>${esc(t('menu.cases'))}</a>`
        : `<a class="nav__link"${attrs({ href: prefix + i.path })}>${esc(t(`menu.${i.key}`))}</a>`,
    )
    .join('');
  const sandbox = config.payments_sandbox
    ? `<span class="sandbox-badge" role="note"${attrs({ title: t('sandbox.hint'), 'aria-label': t('sandbox.badge') })}><span class="sandbox-badge__long">${esc(t('sandbox.badge'))}</span><span class="sandbox-badge__short" aria-hidden="true">${esc(t('sandbox.short'))}</span></span>`
    : '';
  const langs = (['ru', 'en'] as const)
    .map(
      (iso) =>
        `<button type="button" class="lang-switch__btn"${attrs({ 'aria-pressed': String(iso === lang), title: t(`language.${iso}`) })}>${iso.toUpperCase()}</button>`,
    )
    .join('');
  const account = signedIn
    ? '<div class="auth-controls"></div>'
    : `<div class="auth-controls"><div class="auth-controls__inline"><div class="sign-in sign-in--compact">${field('login', t('auth.login'))}${field('password', t('auth.password'))}<button type="button" class="btn btn--secondary btn--md">${esc(t('auth.signIn'))}</button></div></div><a class="btn btn--secondary btn--sm auth-controls__open" href="#reg">${esc(t('auth.openSignIn'))}</a><a class="btn btn--primary btn--sm" href="#reg">${esc(t('auth.quickRegistration'))}</a></div>`;
  return `<header class="site-header"><div class="site-header__inner"><a class="logo"${attrs({ 'aria-label': t('header.home'), href: home })}><span class="logo__gem" aria-hidden="true"></span><span class="logo__text">${logoText(project)}</span></a><nav class="nav"${attrs({ 'aria-label': t('header.menu') })}>${nav}</nav><div class="site-header__right">${sandbox}${soundToggle(t('header.mute'))}<div class="lang-switch" role="group"${attrs({ 'aria-label': t('header.language') })}>${langs}</div>${account}</div></div></header>`;
}

// Inputs without a name and outside a form: nothing can be sent before the app takes over.
const field = (id: string, label: string) =>
  `<div class="field"><label for="fs-${id}">${esc(label)}</label><input${attrs({ id: `fs-${id}`, type: id === 'password' ? 'password' : 'text', placeholder: label, autocomplete: id === 'password' ? 'current-password' : 'username' })}></div>`;

function hero(t: Translate, prefix: string): string {
  return `<section class="hero" aria-labelledby="hero-title"><div class="hero__text"><p class="hero__kicker">${esc(t('hero.kicker'))}</p><h1 id="hero-title" class="hero__title">${esc(t('hero.title'))}</h1><p class="hero__lead">${esc(t('hero.lead'))}</p><div class="hero__actions"><a class="btn btn--primary btn--lg"${attrs({ href: `${prefix}/refill` })}>${esc(t('hero.topUp'))}</a><a class="btn btn--secondary btn--lg"${attrs({ href: `${prefix}/provably-fair/check` })}>${esc(t('hero.fair'))}</a></div></div><div class="hero__art" aria-hidden="true"><span class="hero__rune hero__rune--1"></span><span class="hero__rune hero__rune--2"></span><span class="hero__rune hero__rune--3"></span></div></section>`;
}

function bottomBar(t: Translate, config: SiteConfig, prefix: string): string {
  const links = visible([HEADER[0]!, HEADER[1]!, DAILY], config)
    .map((i) => {
      const active = i.key === 'cases';
      const text = t(i.key === 'cases' ? 'menu.home' : `menu.${i.key}`);
      return `<a${attrs({ 'aria-current': active ? 'page' : null, class: active ? 'bottom-menu__link bottom-menu__link--active' : 'bottom-menu__link', href: active ? prefix || '/' : prefix + i.path })}>${icon(i.key)}<span>${esc(text)}</span></a>`;
    })
    .join('');
  return `<nav class="bottom-menu"${attrs({ 'aria-label': t('menu.mobile') })}>${links}<button type="button" class="bottom-menu__link" aria-expanded="false">${icon('menu')}<span>${esc(t('menu.open'))}</span></button></nav>`;
}

/** The front page's frame around `content` (the sections), as the app's `.shell` element. */
export function shellHtml(ctx: ShellContext, content: string): string {
  const { t } = ctx;
  const prefix = ctx.lang === 'ru' ? '' : `/${ctx.lang}`;
  const live = `<section class="live-strip"${attrs({ 'aria-label': t('live.title') })}><div class="live-strip__switch" role="group"${attrs({ 'aria-label': t('live.title') })}><button type="button" aria-pressed="true"><span class="live-strip__dot" aria-hidden="true"></span>${esc(t('live.all'))}</button><button type="button" aria-pressed="false">${esc(t('live.top'))}</button></div><ul class="live-strip__list"></ul></section>`;
  return `<div class="shell shell--main-page" data-layout="main-page">${header(ctx, prefix)}${live}<main class="shell__main">${hero(t, prefix)}${content}</main>${bottomBar(t, ctx.config, prefix)}</div>`;
}
