// The texts check of `npm run budget`: a web app's build must not contain a text that only
// another app, or only the api, uses. The texts come from the modules of
// libs/shared/contracts/src/texts (README there): one module per reader, read here with the
// TypeScript parser; the build's files are searched for them verbatim (the minifier keeps
// strings as they are, UTF-8 included).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const texts = 'libs/shared/contracts/src/texts';

/** The texts modules by reader; `shared` is every web app's (and the api client's own). */
export const textModules = {
  shared: [
    `${texts}/shared.ts`,
    `${texts}/validation.ts`,
    `${texts}/guest-data.ts`,
    'libs/web/api-client/src/lib/texts.ts',
  ],
  host: [`${texts}/host.ts`],
  admin: [`${texts}/admin.ts`],
  guest: [`${texts}/guest.ts`],
  api: [`${texts}/api.ts`],
};

/** The web apps, each one a reader of `textModules`. */
export const webApps = ['guest', 'host', 'admin'];

/**
 * Shorter texts ('Sair', 'Copiar', '1 hora') are left out: a bundle may hold them for other
 * reasons (a word of its own code), so finding one proves nothing.
 */
export const MIN_TEXT_LENGTH = 12;

/** The texts of a module's source: its strings and the fixed parts of its templates. */
export function textsOf(source, fileName = 'texts.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest);
  const found = new Set();
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.add(node.head.text);
      for (const span of node.templateSpans) found.add(span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found].filter((text) => text.trim().length > 0);
}

/**
 * The texts `app`'s build may not contain, each with the module it comes from: the texts of
 * the other apps' modules and of the api's, less the short ones, those the app's own modules
 * (its own and the shared ones) also hold, and those its own source holds verbatim.
 */
export function foreignTexts(app, textsByModule, ownSource = '') {
  const own = new Set([
    ...(textsByModule.shared ?? []),
    ...(textsByModule[app] ?? []),
  ]);
  const foreign = new Map();
  for (const [module, moduleTexts] of Object.entries(textsByModule)) {
    if (module === 'shared' || module === app) continue;
    for (const text of moduleTexts) {
      if (text.length < MIN_TEXT_LENGTH || own.has(text)) continue;
      if (ownSource.includes(text) || foreign.has(text)) continue;
      foreign.set(text, module);
    }
  }
  return foreign;
}

/** The foreign texts found in the built files (`{ file, content }`). */
export function findForeignTexts(foreign, builtFiles) {
  const found = [];
  for (const { file, content } of builtFiles) {
    for (const [text, module] of foreign) {
      if (content.includes(text)) found.push({ text, module, file });
    }
  }
  return found;
}

async function filesUnder(directory, keep) {
  let entries;
  try {
    entries = await readdir(directory, {
      recursive: true,
      withFileTypes: true,
    });
  } catch (error) {
    if (error?.code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** The texts of every module of `textModules`, read from the workspace at `root`. */
export async function readTextModules(root) {
  const byModule = {};
  for (const [module, files] of Object.entries(textModules)) {
    byModule[module] = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8');
      byModule[module].push(...textsOf(source, file));
    }
  }
  return byModule;
}

/**
 * The sources an app's build is made of, apart from the texts modules: its own, the web libs
 * and the shared libs (specs left out), joined.
 */
async function ownSourceOf(root, app) {
  const isSource = (name) =>
    /\.(ts|tsx|mts)$/.test(name) && !/\.spec\.|\.e2e\./.test(name);
  const files = [
    ...(await filesUnder(path.join(root, 'apps', app, 'src'), isSource)),
    ...(await filesUnder(path.join(root, 'libs/web'), isSource)),
    ...(await filesUnder(path.join(root, 'libs/shared'), isSource)),
  ].filter(
    (file) =>
      !file.includes(`${path.sep}node_modules${path.sep}`) &&
      !file.startsWith(path.join(root, texts) + path.sep),
  );
  const sources = await Promise.all(
    files.map((file) => readFile(file, 'utf8')),
  );
  return sources.join('\n');
}

/**
 * Checks the build of `app` in dist/apps/<app> (every .js and .html file, lazy chunks
 * included): `{ checked, found }`, `found` listing each foreign text with its module and file.
 */
export async function checkAppTexts(root, app) {
  const distDir = path.join(root, 'dist/apps', app);
  const foreign = foreignTexts(
    app,
    await readTextModules(root),
    await ownSourceOf(root, app),
  );
  const builtFiles = [];
  for (const file of await filesUnder(distDir, (name) =>
    /\.(js|html)$/.test(name),
  )) {
    builtFiles.push({
      file: path.relative(distDir, file),
      content: await readFile(file, 'utf8'),
    });
  }
  if (builtFiles.length === 0)
    throw new Error(`no build in ${path.relative(root, distDir)}`);
  return {
    checked: foreign.size,
    found: findForeignTexts(foreign, builtFiles),
  };
}
