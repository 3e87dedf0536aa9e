/*
 * The lookup stand-in as a process, for the e2e stack (e2e/playwright.config.ts starts it):
 * `LOOKUP_STAND_IN_PORT=4090 npx tsx apps/api/src/modules/lookups/testing/serve-lookup-stand-in.ts`.
 * It knows CEP 01001-000 (Praça da Sé), answers 99999-999 as unknown, and geocodes
 * addresses containing 'Praça da Sé'. Stops on SIGTERM/SIGINT.
 */
import { startLookupStandIn } from './lookup-stand-in';

async function main() {
  const port = Number(process.env.LOOKUP_STAND_IN_PORT || 4090);
  const standIn = await startLookupStandIn({ port });
  console.log(`lookup stand-in listening on ${standIn.baseUrl}`);
  const stop = () => {
    void standIn.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
