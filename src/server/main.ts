import { ConfigError, loadConfig } from './config';
import { clubInviteCommand } from './commands/clubInviteCommand';
import { clubMailCommand } from './commands/clubMailCommand';
import { discountCodeCommand } from './commands/discountCodeCommand';
import { maintenanceCommand, UsageError } from './commands/maintenanceCommand';
import { migrateCommand } from './commands/migrateCommand';
import { seedCommand } from './commands/seedCommand';
import { serveCommand } from './commands/serveCommand';
import { staffCommand } from './commands/staffCommand';
import { sweepCommand } from './commands/sweepCommand';
import { importContentCommand, webfontsCommand } from './commands/importContentCommand';
import { loadEnvFile } from './envFile';

/**
 * The server's one entry point, bundled to dist/server/main.js:
 *   node dist/server/main.js [serve | migrate | seed | import | webfonts | maintenance on|off
 *                             | club-invite <email> [--coworker-of <memberEmail>]
 *                             | club-mail <file.md> | sweep
 *                             | discount-code create … | discount-code list
 *                             | staff add <email> [--password <pw>] | staff remove <email>]
 * Paths come from the working directory and the environment, never from this file's
 * location, which differs between `tsx src/server/main.ts` and the bundle.
 */
const USAGE =
  'Usage: main.js [serve | migrate | seed | import | webfonts | maintenance on|off | club-invite <email> [--coworker-of <memberEmail>] | club-mail <file.md> | sweep | discount-code create|list … | staff add|remove <email> [--password <pw>]]';

async function main(argv: string[]): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const [command = 'serve', ...args] = argv;
  switch (command) {
    case 'serve':
      return serveCommand(config);
    case 'migrate':
      console.log(await migrateCommand(config));
      return;
    case 'seed':
      console.log(await seedCommand(config));
      return;
    case 'import':
      console.log(await importContentCommand(config));
      return;
    case 'webfonts':
      console.log(await webfontsCommand(config));
      return;
    case 'maintenance':
      console.log(await maintenanceCommand(config, args));
      return;
    case 'club-invite':
      console.log(await clubInviteCommand(config, args));
      return;
    case 'club-mail':
      console.log(await clubMailCommand(config, args));
      return;
    case 'discount-code':
      console.log(await discountCodeCommand(config, args));
      return;
    case 'staff':
      console.log(await staffCommand(config, args));
      return;
    case 'sweep':
      console.log(await sweepCommand(config));
      return;
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command "${command}". ${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Configuration and usage mistakes are the operator's to fix: no stack trace for them.
  if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
