import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SiteName } from '../sites';

export const assetName = 'index-AbC123.js';

export function indexHtml(title: string): string {
  return `<!doctype html><html lang="pt-BR"><head><title>${title}</title></head><body><div id="root"></div><script type="module" src="/assets/${assetName}"></script></body></html>`;
}

export function assetSource(site: SiteName): string {
  return `console.log(${JSON.stringify(site)});\n`.repeat(200);
}

export interface TempDist {
  dir: string;
  remove: () => void;
}

/** Minimal Vite-like builds for the given apps, with .br/.gz siblings of the asset. */
export function createTempDist(
  titles: Partial<Record<SiteName, string>>,
): TempDist {
  const dir = mkdtempSync(path.join(tmpdir(), 'celebra-edge-dist-'));
  for (const [site, title] of Object.entries(titles) as [SiteName, string][]) {
    const assets = path.join(dir, site, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(dir, site, 'index.html'), indexHtml(title));
    writeFileSync(
      path.join(dir, site, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const source = Buffer.from(assetSource(site));
    writeFileSync(path.join(assets, assetName), source);
    writeFileSync(
      path.join(assets, `${assetName}.br`),
      brotliCompressSync(source),
    );
    writeFileSync(path.join(assets, `${assetName}.gz`), gzipSync(source));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
