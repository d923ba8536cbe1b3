/**
 * One roulette per drop (multi-open shows up to five), a skip button, and a single `onDone` once
 * every strip has stopped.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { ItemTileItem } from '../../../ui/item-tile.tsx';
import { Roulette } from './roulette.tsx';

export interface SpinStrip {
  key: string;
  tiles: ItemTileItem[];
}

/** The opening animation block. */
export function Spin({ strips, onDone }: { strips: readonly SpinStrip[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [fast, setFast] = useState(false);
  const stopped = useRef(new Set<string>());
  const reported = useRef(false);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    section.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);

  const stop = (key: string) => {
    stopped.current.add(key);
    if (!reported.current && stopped.current.size >= strips.length) {
      reported.current = true;
      onDone();
    }
  };

  return (
    <section ref={section} className="spin" aria-label={t('open.rolling')} aria-busy="true">
      <div className="spin__strips">
        {strips.map((s, i) => (
          <Roulette
            key={s.key}
            ticks={i === 0}
            tiles={s.tiles}
            fast={fast}
            compact={strips.length > 2}
            onDone={() => stop(s.key)}
          />
        ))}
      </div>
      <Button variant="ghost" size="sm" onClick={() => setFast(true)}>
        {t('open.skip')}
      </Button>
    </section>
  );
}
