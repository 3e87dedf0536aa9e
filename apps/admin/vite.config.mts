import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sideEffectFreeLibs } from '../../tools/vite/side-effect-free-libs.mjs';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/admin',
  resolve: { tsconfigPaths: true },
  server: {
    port: 4202,
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/apps/admin',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: { treeshake: { moduleSideEffects: sideEffectFreeLibs } },
  },
});
