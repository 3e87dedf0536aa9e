import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The stylesheets before the module scripts in <head>: the first paint (the hero the edge
 * writes into the page) waits for them, and the browser asks in document order, so they do
 * not queue behind the scripts' connections.
 */
const stylesheetsFirst = (): Plugin => ({
  name: 'celebra-guest-stylesheets-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(/<link rel="stylesheet"[^>]*>\n?\s*/g) ?? [];
      if (links.length === 0 || !html.includes('<script type="module"'))
        return html;
      const rest = links.reduce((page, link) => page.replace(link, ''), html);
      const at = rest.indexOf('<script type="module"');
      return `${rest.slice(0, at)}${links.map((link) => `${link.trim()}\n    `).join('')}${rest.slice(at)}`;
    },
  },
});

/**
 * `theme-stylesheets.json` beside index.html: the built stylesheet of each theme
 * (src/themes/<theme>.css), so the edge writes the event's into the page's head.
 */
const themeStylesheetsManifest = (): Plugin => ({
  name: 'celebra-guest-theme-stylesheets',
  apply: 'build',
  generateBundle(_options, bundle) {
    const stylesheets: Record<string, string> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'asset') continue;
      for (const original of output.originalFileNames) {
        const theme = /(?:^|\/)src\/themes\/([a-z-]+)\.css$/.exec(
          original,
        )?.[1];
        if (theme) stylesheets[theme] = `/${output.fileName}`;
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: 'theme-stylesheets.json',
      source: JSON.stringify(stylesheets),
    });
  },
});

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/guest',
  resolve: { tsconfigPaths: true },
  server: {
    port: 4201,
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    stylesheetsFirst(),
    themeStylesheetsManifest(),
  ],
  build: {
    outDir: '../../dist/apps/guest',
    emptyOutDir: true,
    reportCompressedSize: true,
    // Browsers without <link rel=modulepreload> still run the site, only without the preloads.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: `${import.meta.dirname}/index.html` },
      treeshake: {
        // The workspace libs only declare things: a module none of whose exports is used
        // (e.g. the zod schemas behind @celebra/contracts) is left out of the public site.
        moduleSideEffects: [
          {
            test: /\/libs\/(shared|web)\/[^/]+\/src\/.+\.tsx?$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
});
