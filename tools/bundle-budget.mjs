#!/usr/bin/env node
// `npm run budget` (or budget:guest / budget:host / budget:admin): builds a web app (nx, cached)
// and measures what a first visit downloads before the page can run: the module scripts and
// stylesheets of index.html plus every chunk they import statically (followed through the
// built files, which is what the modulepreload links list), and, for the guest, what its
// entry script imports dynamically itself (it starts the app once the hero is on screen: part
// of the first visit all the same). Lazy chunks (the guest's modals and
// forms, the host's and back office's pages, their whole signed-in app) are left out: for host
// and admin this is what their login screen loads. Exits 1 when the gzip size of the initial
// JS or CSS of an app is over its budget, or when any file of an app's build (lazy chunks
// included) holds a text that only another app or the api uses (tools/lib/foreign-texts.mjs:
// the texts modules of libs/shared/contracts/src/texts, by reader).
// For the guest site it also measures each designed theme (docs/themes.md): its stylesheet
// (loaded alone, beside the initial CSS) and the font files it declares, which are all on the
// first view (headings, body text, bold); exits 1 when one is over its budget, declares a font
// that is not woff2, or points anywhere but the site's own assets (no third-party host).
// Usage: node tools/bundle-budget.mjs [guest|host|admin …] (default all three).
// Options: --no-build (measure the existing dist/apps/<app>), --json (machine-readable output).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { workspaceRoot } from './lib/workspace.mjs';
import { nxBuild } from './lib/nx-build.mjs';
import { checkAppTexts } from './lib/foreign-texts.mjs';

const gzip = promisify(zlib.gzip);

/**
 * Initial JS and CSS, gzip, per app. The host's and back office's login screens load React,
 * the router, TanStack Query and the api client (with zod, for the session check): 145 KB
 * holds them with a little room (measured 141.5 / 142.7 KB, from 189 before their route sets
 * were split), so the signed-in app creeping back into the first download fails the check.
 */
export const budgets = {
  // The guest's entry imports the site's app itself, once the hero is painted.
  guest: {
    jsGzipBytes: 100 * 1024,
    cssGzipBytes: 15 * 1024,
    entryImportsApp: true,
  },
  host: { jsGzipBytes: 145 * 1024, cssGzipBytes: 15 * 1024 },
  admin: { jsGzipBytes: 145 * 1024, cssGzipBytes: 15 * 1024 },
};

/** Per theme of the guest site: its stylesheet (gzip) and the fonts it declares (woff2 bytes). */
export const themeBudgets = {
  cssGzipBytes: 10 * 1024,
  fontBytes: 80 * 1024,
};

/** The theme ids, read from the contracts (EVENT_THEMES). */
async function eventThemes() {
  const source = await readFile(
    path.join(workspaceRoot, 'libs/shared/contracts/src/events/themes.ts'),
    'utf8',
  );
  const list = /EVENT_THEMES = \[([^\]]+)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
}

/**
 * Each theme's built stylesheet (`assets/<theme>-<hash>.css`) with its gzip size, the font
 * files it declares and what else it points to.
 */
export async function measureThemes(app = 'guest') {
  const distDir = path.join(workspaceRoot, 'dist/apps', app);
  const assets = await readdir(path.join(distDir, 'assets'));
  const themes = {};
  for (const theme of await eventThemes()) {
    const name = assets.find((file) =>
      new RegExp(`^${theme}-[\\w-]{8}\\.css$`).test(file),
    );
    if (!name) throw new Error(`no stylesheet for the theme ${theme}`);
    const file = path.join(distDir, 'assets', name);
    const source = await readFile(file, 'utf8');
    const urls = [...source.matchAll(/url\(\s*["']?([^"')]+)/g)]
      .map((match) => match[1])
      .filter((url) => !url.startsWith('data:'));
    const fonts = [];
    for (const url of new Set(
      urls.filter((url) => /\.woff2?$|\.ttf$|\.otf$/.test(url)),
    )) {
      const local = localFile(distDir, url);
      const size = local ? (await readFile(local)).length : 0;
      fonts.push({ file: url, bytes: size });
    }
    const foreign = urls.filter((url) => !url.startsWith('/assets/'));
    const notWoff2 = fonts.filter((font) => !font.file.endsWith('.woff2'));
    if (/@import/.test(source)) foreign.push('@import');
    themes[theme] = {
      css: { file: path.relative(distDir, file), ...(await gzipSize(file)) },
      fonts,
      fontBytes: fonts.reduce((sum, font) => sum + font.bytes, 0),
      foreign,
      notWoff2,
    };
  }
  return themes;
}

/** Attribute values of `<tag ...>` elements of `html` that match `filter`. */
function tagAttributes(html, tag) {
  const found = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes = {};
    for (const attribute of match[1].matchAll(
      /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[attribute[1].toLowerCase()] =
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/** Local asset path of a URL in index.html, or null for another origin. */
function localFile(distDir, url) {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) return null;
  return path.join(distDir, url.split(/[?#]/)[0]);
}

/** The `import('./x.js')` of a built chunk. */
function dynamicImportsOf(source) {
  const specifiers = new Set();
  for (const match of source.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g))
    specifiers.add(match[1]);
  return [...specifiers].filter((specifier) => specifier.startsWith('.'));
}

/** Static `import … from './x.js'` and bare `import './x.js'` of a built chunk (not `import()`). */
function staticImportsOf(source) {
  const specifiers = new Set();
  const patterns = [
    /\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) specifiers.add(match[1]);
  }
  return [...specifiers].filter((specifier) => specifier.startsWith('.'));
}

async function gzipSize(file) {
  const data = await readFile(file);
  return { raw: data.length, gzip: (await gzip(data, { level: 9 })).length };
}

/** The initial JS and CSS files of an app's build, with their sizes. */
export async function measureInitialBundle(app = 'guest') {
  const distDir = path.join(workspaceRoot, 'dist/apps', app);
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const scripts = tagAttributes(html, 'script')
    .filter((script) => script.type === 'module' && script.src)
    .map((script) => localFile(distDir, script.src))
    .filter(Boolean);
  const preloads = tagAttributes(html, 'link')
    .filter((link) => link.rel === 'modulepreload' && link.href)
    .map((link) => localFile(distDir, link.href))
    .filter(Boolean);
  const styles = tagAttributes(html, 'link')
    .filter((link) => link.rel === 'stylesheet' && link.href)
    .map((link) => localFile(distDir, link.href))
    .filter(Boolean);

  const jsFiles = new Set();
  const queue = [...scripts, ...preloads];
  while (queue.length > 0) {
    const file = queue.shift();
    if (jsFiles.has(file)) continue;
    jsFiles.add(file);
    const source = await readFile(file, 'utf8');
    const followed =
      budgets[app]?.entryImportsApp && scripts.includes(file)
        ? [...staticImportsOf(source), ...dynamicImportsOf(source)]
        : staticImportsOf(source);
    for (const specifier of followed)
      queue.push(path.resolve(path.dirname(file), specifier));
  }

  const describe = async (files) => {
    const entries = [];
    for (const file of files) {
      entries.push({
        file: path.relative(distDir, file),
        ...(await gzipSize(file)),
      });
    }
    return {
      files: entries,
      raw: entries.reduce((sum, entry) => sum + entry.raw, 0),
      gzip: entries.reduce((sum, entry) => sum + entry.gzip, 0),
    };
  };
  return { js: await describe(jsFiles), css: await describe(styles) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const argv = process.argv.slice(2);
  const args = new Set(argv.filter((arg) => arg.startsWith('--')));
  const apps = argv.filter((arg) => !arg.startsWith('--'));
  if (apps.length === 0) apps.push(...Object.keys(budgets));
  const unknown = apps.filter((app) => !(app in budgets));
  if (unknown.length > 0)
    throw new Error(`unknown app ${unknown.join(', ')} (guest, host or admin)`);
  if (!args.has('--no-build')) {
    try {
      await nxBuild(apps);
    } catch {
      process.exit(1);
    }
  }
  const results = {};
  let anyOver = false;
  for (const app of apps) {
    const budget = budgets[app];
    const { js, css } = await measureInitialBundle(app);
    const texts = await checkAppTexts(workspaceRoot, app);
    const over = {
      js: js.gzip > budget.jsGzipBytes,
      css: css.gzip > budget.cssGzipBytes,
      texts: texts.found.length > 0,
    };
    anyOver ||= over.js || over.css || over.texts;
    results[app] = { js, css, budget, over, texts };
    if (args.has('--json')) continue;
    for (const [name, part] of [
      ['JS', js],
      ['CSS', css],
    ]) {
      for (const file of part.files) {
        console.log(
          `  ${file.file.padEnd(40)} ${kb(file.raw).padStart(10)}  gzip ${kb(file.gzip).padStart(9)}`,
        );
      }
      const limit = name === 'JS' ? budget.jsGzipBytes : budget.cssGzipBytes;
      const verdict = part.gzip > limit ? 'OVER BUDGET' : 'ok';
      console.log(
        `${app} initial ${name}: ${kb(part.gzip)} gzip (${kb(part.raw)} raw), budget ${kb(limit)} — ${verdict}`,
      );
    }
    if (app === 'guest') {
      const themes = await measureThemes(app);
      results[app].themes = themes;
      for (const [theme, measured] of Object.entries(themes)) {
        const problems = [
          measured.css.gzip > themeBudgets.cssGzipBytes && 'CSS OVER BUDGET',
          measured.fontBytes > themeBudgets.fontBytes && 'FONTS OVER BUDGET',
          measured.foreign.length > 0 &&
            `NOT SELF-HOSTED (${measured.foreign.join(', ')})`,
          measured.notWoff2.length > 0 && 'NOT WOFF2',
        ].filter(Boolean);
        anyOver ||= problems.length > 0;
        if (args.has('--json')) continue;
        for (const font of measured.fonts)
          console.log(
            `  ${font.file.padEnd(52)} ${kb(font.bytes).padStart(9)}`,
          );
        console.log(
          `${app} theme ${theme}: CSS ${kb(measured.css.gzip)} gzip (budget ${kb(themeBudgets.cssGzipBytes)}), ` +
            `fonts ${kb(measured.fontBytes)} in ${measured.fonts.length} woff2 (budget ${kb(themeBudgets.fontBytes)}) — ` +
            (problems.length > 0 ? problems.join(', ') : 'ok'),
        );
      }
    }
    for (const { text, module, file } of texts.found)
      console.log(`  ${file}: ${module} text ${JSON.stringify(text)}`);
    console.log(
      texts.found.length > 0
        ? `${app} texts: ${texts.found.length} found that only other apps or the api use — FOREIGN TEXTS`
        : `${app} texts: none of the ${texts.checked} texts only other apps or the api use — ok`,
    );
  }
  if (args.has('--json')) console.log(JSON.stringify(results, null, 2));
  if (anyOver) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
