import path from 'node:path';
import { EdgeConfigError, loadEdgeConfig } from './config';

describe('loadEdgeConfig', () => {
  it('uses the local defaults when nothing is set', () => {
    expect(loadEdgeConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:3000',
      distDir: path.resolve('dist/apps'),
      trustProxy: false,
      publicBaseDomain: 'localhost:8080',
      publicProtocol: 'http',
      logLevel: 'info',
    });
  });

  it('takes the public domain and protocol of the links it writes, the domain following PORT by default', () => {
    expect(loadEdgeConfig({ PORT: '8090' }).publicBaseDomain).toBe(
      'localhost:8090',
    );
    const config = loadEdgeConfig({
      PUBLIC_BASE_DOMAIN: 'celebra.com.br',
      PUBLIC_PROTOCOL: 'https',
    });
    expect(config.publicBaseDomain).toBe('celebra.com.br');
    expect(config.publicProtocol).toBe('https');
    expect(() => loadEdgeConfig({ PUBLIC_PROTOCOL: 'ftp' })).toThrow(
      /PUBLIC_PROTOCOL/,
    );
  });

  it('derives the api URL from API_PORT and treats empty variables as unset', () => {
    const config = loadEdgeConfig({
      PORT: '8090',
      API_PORT: '3090',
      DIST_DIR: '',
    });
    expect(config.port).toBe(8090);
    expect(config.apiUrl).toBe('http://127.0.0.1:3090');
    expect(config.distDir).toBe(path.resolve('dist/apps'));
  });

  it('prefers an explicit API_URL', () => {
    const config = loadEdgeConfig({
      API_URL: 'http://api.internal:4000',
      TRUST_PROXY: 'true',
    });
    expect(config.apiUrl).toBe('http://api.internal:4000');
    expect(config.trustProxy).toBe(true);
  });

  it('names every bad variable in one clear error', () => {
    const load = () =>
      loadEdgeConfig({
        PORT: 'eighty',
        API_URL: 'ftp://x',
        TRUST_PROXY: 'maybe',
      });
    expect(load).toThrow(EdgeConfigError);
    expect(load).toThrow(/Invalid edge configuration/);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/API_URL/);
    expect(load).toThrow(/TRUST_PROXY/);
  });

  it('takes an EDGE_KEY of at least 32 characters, empty counting as unset', () => {
    const key = 'k'.repeat(32);
    expect(loadEdgeConfig({ EDGE_KEY: key }).edgeKey).toBe(key);
    expect(loadEdgeConfig({ EDGE_KEY: '' }).edgeKey).toBeUndefined();
    expect(loadEdgeConfig({}).edgeKey).toBeUndefined();
  });

  it('refuses a short EDGE_KEY without showing it', () => {
    const load = () => loadEdgeConfig({ EDGE_KEY: 'segredo-curto' });
    expect(load).toThrow(/EDGE_KEY/);
    expect(load).not.toThrow(/segredo-curto/);
  });

  it('refuses a port out of range', () => {
    expect(() => loadEdgeConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
