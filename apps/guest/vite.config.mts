import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/apps/guest',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
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
