import { fileURLToPath } from 'node:url';
import { render } from '../entry-server';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

/** Reads the configuration, builds the app, listens, and shuts down cleanly on SIGTERM/SIGINT. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function main(): Promise<void> {
  const config = loadConfigOrExit(process.env, here('../client'));

  const app = await buildApp({ config, render, workerFile: here('./decrypt-worker.js') });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Doorstep is serving on http://localhost:${config.port} (${app.database.engine}: ${app.database.location})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
