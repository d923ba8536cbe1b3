/**
 * The season's window and main settings (issue 30; PUT /v1/admin/seasons/{id}): start and end, the coins'
 * colour, the titles ru/en and the case lists of its sections; the rest of the settings is kept as it is.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleSeason } from '../../../../api/endpoints/get-console-season.ts';
import { useSaveConsoleSeason } from '../../../../api/endpoints/console-save-season.ts';
import { showToast } from '../../../../ui/toast-store.ts';
import { parseSlugs } from '../../lib/case-list.ts';
import { useConsoleError } from '../../lib/use-console-error.ts';
import { DateTimeField, TextField } from './fields.tsx';
import { FormActions } from '../form-actions.tsx';

type Localized = { ru: string; en: string };
const TEXTS = ['textTitle', 'eventTitle', 'eventSubtitle', 'eventFullName'] as const;
const LISTS = ['eventCases', 'coinCases', 'newCases'] as const;

export function SeasonSettingsForm({ season }: { season: ConsoleSeason['season'] }) {
  const { t } = useTranslation();
  const settings = season.settings as Record<string, unknown>;
  const [startsAt, setStartsAt] = useState<string | null>(season.startsAt);
  const [endsAt, setEndsAt] = useState<string | null>(season.endsAt);
  const [color, setColor] = useState(
    typeof settings.coinsColor === 'string' ? settings.coinsColor : '',
  );
  const [texts, setTexts] = useState(
    Object.fromEntries(TEXTS.map((k) => [k, { ...(settings[k] as Localized) }])) as Record<
      (typeof TEXTS)[number],
      Localized
    >,
  );
  const [lists, setLists] = useState(
    Object.fromEntries(
      LISTS.map((k) => [k, ((settings[k] as string[]) ?? []).join(', ')]),
    ) as Record<(typeof LISTS)[number], string>,
  );
  const save = useSaveConsoleSeason();
  const onError = useConsoleError();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...settings,
      coinsColor: color,
      ...texts,
      ...Object.fromEntries(LISTS.map((k) => [k, parseSlugs(lists[k])])),
    };
    save.mutate(
      { id: season.id, body: { startsAt: startsAt ?? '', endsAt: endsAt ?? '', settings: next } },
      {
        onSuccess: () => showToast({ type: 'success', message: t('console.content.saved') }),
        onError,
      },
    );
  };
  return (
    <form
      className="console-panel console-form"
      onSubmit={submit}
      aria-label={t('console.content.season.settings')}
    >
      <h2 className="content-sub">{t('console.content.season.settings')}</h2>
      <div className="console-form__row">
        <DateTimeField
          label={t('console.content.season.startsAt')}
          value={startsAt}
          required
          onChange={setStartsAt}
        />
        <DateTimeField
          label={t('console.content.season.endsAt')}
          value={endsAt}
          required
          onChange={setEndsAt}
        />
      </div>
      {TEXTS.map((k) => (
        <div className="console-form__row" key={k}>
          <TextField
            label={`${t(`console.content.season.texts.${k}`)} (RU)`}
            value={texts[k].ru}
            maxLength={500}
            required
            onChange={(ru) => setTexts({ ...texts, [k]: { ...texts[k], ru } })}
          />
          <TextField
            label={`${t(`console.content.season.texts.${k}`)} (EN)`}
            value={texts[k].en}
            maxLength={500}
            required
            onChange={(en) => setTexts({ ...texts, [k]: { ...texts[k], en } })}
          />
        </div>
      ))}
      <div className="content-row3">
        {LISTS.map((k) => (
          <TextField
            key={k}
            label={t(`console.content.season.lists.${k}`)}
            hint={t('console.content.slugsHint')}
            value={lists[k]}
            maxLength={2000}
            onChange={(v) => setLists({ ...lists, [k]: v })}
          />
        ))}
      </div>
      <TextField
        label={t('console.content.season.coinsColor')}
        hint="#F03573"
        value={color}
        maxLength={7}
        required
        onChange={setColor}
      />
      <FormActions busy={save.isPending} />
    </form>
  );
}
