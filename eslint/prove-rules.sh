#!/usr/bin/env bash
# Proves the layer rules bite (issue 27): on a scratch copy of the tree, adds one deliberately wrong
# import of each kind and expects `eslint` to fail on each with the rule it breaks. Run by
# `npm run lint:prove` (and CI); the working tree is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT
git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C "$SCRATCH"
ln -s "$ROOT/node_modules" "$SCRATCH/node_modules"

FILES=()
RULES=()
# A deliberately wrong file (its code on standard input) and the rule lint must name for it.
wrong() {
  mkdir -p "$(dirname "$SCRATCH/$1")"
  cat >"$SCRATCH/$1"
  FILES+=("$1")
  RULES+=("$2")
}

wrong apps/server/src/modules/cases/zz-module-to-module.ts boundaries/dependencies <<'TS'
import { unseenRewards } from '../leaderboards/rewards.ts';
export const x = unseenRewards;
TS
wrong apps/server/src/platform/zz-platform-to-module.ts boundaries/dependencies <<'TS'
import { openCase } from '../modules/cases/open.ts';
export const x = openCase;
TS
wrong apps/server/src/kernel/zz-kernel-to-module.ts boundaries/dependencies <<'TS'
import { openCase } from '../modules/cases/open.ts';
export const x = openCase;
TS
# The composition root (app.ts, areas.ts, …) is imported by nothing below it (issue 47).
wrong apps/server/src/modules/cases/zz-module-to-composition.ts no-restricted-imports <<'TS'
import { registerAreas } from '../../areas.ts';
export const x = registerAreas;
TS
wrong apps/server/src/platform/zz-platform-to-composition.ts no-restricted-imports <<'TS'
import { buildApp } from '../app.ts';
export const x = buildApp;
TS
wrong apps/server/src/zz-config-to-composition.ts no-restricted-imports <<'TS'
import { registerAreas } from './areas.ts';
export const x = registerAreas;
TS
# A route file queries no table itself (issue 47): the service does.
wrong apps/server/src/modules/cases/zz-query-routes.ts no-restricted-imports <<'TS'
import { cases } from '../../db/schema/index.ts';
export const x = cases;
TS
wrong apps/server/src/modules/seo/zz-server-to-web.ts boundaries/dependencies <<'TS'
import * as web from '../../../../web/src/api/client.ts';
export const x = web;
TS
wrong apps/web/src/features/battles/zz-feature-to-feature.ts boundaries/dependencies <<'TS'
import * as other from '../inventory/routes/profile-page.tsx';
export const x = other;
TS
wrong apps/web/src/ui/zz-ui-to-feature.ts boundaries/dependencies <<'TS'
import * as other from '../features/inventory/routes/profile-page.tsx';
export const x = other;
TS
wrong apps/web/src/features/battles/zz-feature-to-app.ts boundaries/dependencies <<'TS'
import * as app from '../../app/router.tsx';
export const x = app;
TS
wrong apps/server/src/kernel/zz-cycle-a.ts import-x/no-cycle <<'TS'
import { b } from './zz-cycle-b.ts';
export const a = () => b;
TS
cat >"$SCRATCH/apps/server/src/kernel/zz-cycle-b.ts" <<'TS'
import { a } from './zz-cycle-a.ts';
export const b = () => a;
TS
wrong apps/server/src/modules/cases/zz-unbounded-update.ts drizzle/enforce-update-with-where <<'TS'
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
export const wipe = (db: Db) => db.update(users).set({ nickname: 'x' });
TS

cd "$SCRATCH"
out=$(npx eslint --no-warn-ignored "${FILES[@]}" 2>&1 || true)
failed=0
for i in "${!FILES[@]}"; do
  file=${FILES[$i]}
  rule=${RULES[$i]}
  # The rule must be reported on that file.
  if awk -v f="$SCRATCH/$file" -v r="$rule" '
      $0 == f { inside = 1; next }
      /^\// { inside = 0 }
      inside && index($0, r) { found = 1 }
      END { exit !found }' <<<"$out"; then
    echo "ok    $rule: $file"
  else
    echo "MISSED $rule: $file"
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "$out"
  exit 1
fi
echo "every deliberately wrong import fails npm run lint with the rule it breaks"
