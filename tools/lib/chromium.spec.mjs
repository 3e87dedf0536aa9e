import { ensureChromium, systemChromiumHost } from './chromium.mjs';

/*
 * ensureChromium, which `npm test` calls first: it answers null when the browser is there,
 * installs Debian's chromium-headless-shell with apt-get when it may, and otherwise says what to do. The
 * machine is a stand-in: a set of executable paths, and apt-get runs that "install" the browser
 * (or fail) without touching the real system.
 */

const PATH = '/opt/test/chromium';

function machine(overrides = {}) {
  const executables = new Set(overrides.executables ?? []);
  const commands = [];
  const host = {
    chromiumPath: PATH,
    pathFromEnv: false,
    isExecutable: (file) => executables.has(file),
    rootRunner: () => [],
    hasAptGet: () => true,
    run: (command) => {
      commands.push(command.join(' '));
      const ok = overrides.aptSucceeds ?? true;
      if (ok && command.includes('install')) executables.add(PATH);
      return ok;
    },
    ...overrides.host,
  };
  const lines = [];
  return {
    ensure: () => ensureChromium((line) => lines.push(line), host),
    commands,
    lines,
  };
}

describe('ensureChromium', () => {
  it('answers null and runs nothing when the browser is there', () => {
    const m = machine({ executables: [PATH] });
    expect(m.ensure()).toBeNull();
    expect(m.commands).toEqual([]);
    expect(m.lines).toEqual([]);
  });

  it('installs Debian’s chromium-headless-shell as root, then answers null', () => {
    const m = machine();
    expect(m.ensure()).toBeNull();
    expect(m.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium-headless-shell',
    ]);
    expect(m.lines[0]).toBe(
      'Chromium is missing: installing Debian’s chromium-headless-shell with apt-get…',
    );
  });

  it('installs through passwordless sudo when not root', () => {
    const m = machine({ host: { rootRunner: () => ['sudo', '-n'] } });
    expect(m.ensure()).toBeNull();
    expect(m.commands).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n apt-get install -y -qq chromium-headless-shell',
    ]);
  });

  it('says how to install it when it may not install (no root, no sudo)', () => {
    const m = machine({ host: { rootRunner: () => null } });
    const answer = m.ensure();
    expect(answer).toContain(`Chromium is missing at ${PATH}`);
    expect(answer).toContain('sudo apt-get install chromium-headless-shell');
    expect(answer).toContain('CHROMIUM_PATH');
    expect(m.commands).toEqual([]);
  });

  it('says how to install it on a machine without apt-get', () => {
    const m = machine({ host: { hasAptGet: () => false } });
    expect(m.ensure()).toContain(
      'sudo apt-get install chromium-headless-shell',
    );
    expect(m.commands).toEqual([]);
  });

  it('installs nothing when CHROMIUM_PATH names a missing browser, and says so', () => {
    const m = machine({ host: { pathFromEnv: true } });
    expect(m.ensure()).toContain(`Chromium is missing at ${PATH}`);
    expect(m.commands).toEqual([]);
  });

  it('reports a failed apt-get, stopping after the failed update', () => {
    const m = machine({ aptSucceeds: false });
    const answer = m.ensure();
    expect(answer).toMatch(
      /^Installing chromium-headless-shell with apt-get failed/,
    );
    expect(answer).toContain('CHROMIUM_PATH');
    expect(m.commands).toEqual(['apt-get update -qq']);
  });

  it('on this machine, checks the real path with the file system', () => {
    const answer = ensureChromium(() => undefined, {
      ...systemChromiumHost,
      chromiumPath: process.execPath,
    });
    expect(answer).toBeNull();
  });
});
