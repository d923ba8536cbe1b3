/**
 * Process entry (`npm start`). With WORKERS=1 (the default) this process is the server (serve.ts).
 * With WORKERS=N (issue 14, docs/decisions/010-processes.md) it is node:cluster's primary: it applies
 * the migrations, seeds the catalog and creates the shared secrets once, then runs N server processes
 * on one port, replaces any that dies, and on SIGTERM/SIGINT passes the signal on and waits for all of
 * them to finish their in-flight requests.
 */
import cluster from 'node:cluster';
import { projectCatalog } from './catalog/projects.ts';
import { seedCatalog } from './catalog/seed.ts';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { withSecrets } from './platform/secrets.ts';
import { serve } from './serve.ts';

const config = loadConfig();

if (config.ops.workers > 1 && cluster.isPrimary) {
  const log = (msg: string) => console.log(`[primary ${process.pid}] ${msg}`);
  const database = await openPostgres(config.databaseUrl!, 1);
  await seedCatalog(database.db, projectCatalog(config.project.id));
  await withSecrets(database.db, config);
  await database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${config.ops.workers} server processes`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    setTimeout(() => process.exit(1), config.ops.shutdownTimeoutMs + 2000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.ops.workers; i += 1) fork();
  log(`running ${config.ops.workers} server processes on port ${config.port}`);
} else {
  await serve();
}
