import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/**
 * The browser the Playwright suites drive (e2e/playwright.config.ts): Chromium's headless
 * shell, the same engine without the desktop browser's compositor and GPU process, which
 * costs the suites about a quarter less CPU. CHROMIUM_PATH may name any Chromium or Chrome.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** The Debian package that installs it. */
const CHROMIUM_PACKAGE = 'chromium-headless-shell';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `apt-get …` as root: directly when root, else through passwordless sudo; null when neither works. */
function rootRunner() {
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n'] : null;
}

function hasAptGet() {
  return (
    spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' })
      .status === 0
  );
}

function run(command, log) {
  log(`$ ${command.join(' ')}`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** What ensureChromium looks at and runs on this machine; the tests pass stand-ins. */
export const systemChromiumHost = {
  chromiumPath,
  /** The path came from CHROMIUM_PATH: the person chose it, so nothing is installed. */
  pathFromEnv: Boolean(process.env.CHROMIUM_PATH),
  isExecutable,
  rootRunner,
  hasAptGet,
  run,
};

/**
 * Makes sure the system Chromium is there: installs Debian's `chromium-headless-shell` with
 * apt-get when it is missing and the machine allows it (root or passwordless
 * sudo). Returns null when ready, else what the person must do.
 */
export function ensureChromium(log, host = systemChromiumHost) {
  if (host.isExecutable(host.chromiumPath)) return null;
  const help =
    `Chromium is missing at ${host.chromiumPath} (the end-to-end tests drive it). ` +
    `Install it with \`sudo apt-get install ${CHROMIUM_PACKAGE}\` (Debian/Ubuntu), or point ` +
    'CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.';
  if (host.pathFromEnv) return help;
  const asRoot = host.rootRunner();
  if (!asRoot || !host.hasAptGet()) return help;
  log(
    `Chromium is missing: installing Debian’s ${CHROMIUM_PACKAGE} with apt-get…`,
  );
  const installed =
    host.run([...asRoot, 'apt-get', 'update', '-qq'], log) &&
    host.run(
      [...asRoot, 'apt-get', 'install', '-y', '-qq', CHROMIUM_PACKAGE],
      log,
    );
  if (installed && host.isExecutable(host.chromiumPath)) return null;
  return `Installing ${CHROMIUM_PACKAGE} with apt-get failed (output above). ${help}`;
}
