/**
 * One server process: open the database (PGlite in DATA_DIR, or DATABASE_URL), seed the catalog,
 * build the app, start the background workers, listen, and log the address. SIGTERM/SIGINT shut it
 * down gracefully (issue 14): stop taking connections, finish in-flight requests, stop the workers
 * between jobs, close the database; forced after SHUTDOWN_TIMEOUT_MS.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { projectCatalog } from './catalog/projects.ts';
import { seedCatalog } from './catalog/seed.ts';
import { loadConfig } from './config.ts';
import { withSecrets } from './platform/secrets.ts';
import { seedDemoPromoCodes } from './modules/promo/service.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { createHub } from './platform/realtime/hub.ts';

/** Runs the shop in this process until a signal stops it. */
export async function serve(): Promise<void> {
  let config = loadConfig();
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

  let database;
  if (config.databaseUrl) {
    database = await openPostgres(
      config.databaseUrl,
      config.databasePoolSize,
      config.databaseLimits,
      config.databaseOwnerUrl,
    );
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    database = await openPglite(path.join(config.dataDir, 'pg'));
  }
  const catalog = projectCatalog(config.project.id);
  const seeded = await seedCatalog(database.db, catalog);
  // Unset secrets are generated once and kept in the database, shared by every process.
  config = await withSecrets(database.db, config);
  if (config.payments.demoPromoCodes) await seedDemoPromoCodes(database.db, catalog.demoFlexCases);

  const hub = createHub({ secret: config.auth.secret, redisUrl: config.redisUrl });
  const app = await buildApp(
    { db: database.db, config, hub },
    {
      logger: {
        level: config.logLevel,
        // Readable lines on a terminal (pino-pretty), JSON lines for log collectors.
        ...(config.logPretty
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
              },
            }
          : {}),
      },
    },
  );
  app.log.info({ database: database.kind, ...seeded }, 'database ready, catalog seeded');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting');
      process.exit(1);
    }, config.ops.shutdownTimeoutMs).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a process group's stop signals every process (Ctrl-C, systemd, the cluster's
  // primary passing it on), so a server process can get a second signal; with the listener gone,
  // that one would end it at once, in the middle of the requests it is finishing.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    `Shop is listening on http://${shown}:${(app.server.address() as { port: number }).port}`,
  );
}
