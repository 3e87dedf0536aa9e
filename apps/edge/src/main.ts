import { buildEdge } from './app';
import { EdgeConfigError, loadEdgeConfig } from './config';

async function main(): Promise<void> {
  const config = loadEdgeConfig();
  const app = await buildEdge({
    apiUrl: config.apiUrl,
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    edgeKey: config.edgeKey,
    publicBaseDomain: config.publicBaseDomain,
    publicProtocol: config.publicProtocol,
    privacyContacts: config.privacyContacts,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'edge shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'edge shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      apiUrl: config.apiUrl,
      distDir: config.distDir,
      publicEventMirror: config.edgeKey !== undefined,
    },
    'edge ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof EdgeConfigError) {
    console.error(error.message);
  } else {
    console.error('Edge failed to start:', error);
  }
  process.exit(1);
});
