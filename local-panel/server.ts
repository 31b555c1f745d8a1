import '../scripts/lib/node-line';
import { parseArgs } from 'node:util';
// Loaded after the runtime check above: on an old Node, node:sqlite fails while modules are still linking.
const { startPanel } = await import('./index');

const USAGE = `Usage: tsx local-panel/server.ts [--port <n>] [--smtp-port <n>] [--data <dir>] [--reset] [--talents <n>] [--token-ttl <seconds>]
       tsx local-panel/server.ts --purge [--data <dir>]   delete the applications older than APPLICATION_RETENTION_DAYS
                                                   and the contact messages older than CONTACT_RETENTION_DAYS now`;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} expects a whole number, got "${value}".\n${USAGE}`);
    process.exit(2);
  }
  return Number(value);
}

let args;
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      'smtp-port': { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      talents: { type: 'string' },
      'token-ttl': { type: 'string' },
      purge: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

if (args.purge) {
  const { purgeNow } = await import('./purge');
  process.exit(await purgeNow(args.data));
}

try {
  const givenPassword = process.env.PANEL_STAFF_PASSWORD;
  const panel = await startPanel({
    port: integer('port', args.port),
    smtpPort: integer('smtp-port', args['smtp-port']),
    dataDir: args.data,
    reset: args.reset,
    talents: integer('talents', args.talents),
    tokenTtlSeconds: integer('token-ttl', args['token-ttl']),
  });
  console.log(`local panel on ${panel.url}`);
  const password = givenPassword ? 'from PANEL_STAFF_PASSWORD' : `${panel.staffPassword}  (generated for this start; set PANEL_STAFF_PASSWORD to keep one)`;
  console.log(`  inbox: ${panel.url}/inbox  staff password: ${password}`);
  console.log(`  mail:  ${panel.url}/mail  (SMTP sink on ${panel.smtpUrl}: the site's SMTP_URL)`);
  const stop = (): void => {
    void panel.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error(`local panel failed to start: ${(error as Error).message}`);
  process.exit(1);
}
