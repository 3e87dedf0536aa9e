import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/host',
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/apps/host',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
      treeshake: {
        // The workspace libs only declare things (as in the guest build): a module none of
        // whose exports is used is left out. Without it, one export of @celebra/ui or
        // @celebra/contracts pulls the whole lib into the login screen's first download.
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
