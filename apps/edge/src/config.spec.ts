import path from 'node:path';
import { EdgeConfigError, loadEdgeConfig } from './config';
import { DEMO_PRIVACY_CONTACTS } from './privacy-pages/privacy-contacts';

const privacyEnv = {
  PRIVACY_OPERATOR_NAME: 'Celebra Tecnologia Ltda.',
  PRIVACY_OPERATOR_CNPJ: '11.222.333/0001-81',
  PRIVACY_OPERATOR_ADDRESS: 'Av. Paulista, 1000, São Paulo – SP',
  PRIVACY_DPO_NAME: 'Ana Souza',
  PRIVACY_DPO_EMAIL: 'privacidade@celebra.com.br',
};

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
      privacyContacts: { ...DEMO_PRIVACY_CONTACTS, demo: true },
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

  it('takes the operator and the encarregado of the privacy notice', () => {
    expect(loadEdgeConfig(privacyEnv).privacyContacts).toEqual({
      operatorName: 'Celebra Tecnologia Ltda.',
      operatorCnpj: '11.222.333/0001-81',
      operatorAddress: 'Av. Paulista, 1000, São Paulo – SP',
      dpoName: 'Ana Souza',
      dpoEmail: 'privacidade@celebra.com.br',
      demo: false,
    });
  });

  it('fills what is unset outside production with demo values, and says so', () => {
    const { PRIVACY_DPO_EMAIL: _unset, ...partial } = privacyEnv;
    const contacts = loadEdgeConfig(partial).privacyContacts;
    expect(contacts.dpoEmail).toBe(DEMO_PRIVACY_CONTACTS.dpoEmail);
    expect(contacts.operatorName).toBe('Celebra Tecnologia Ltda.');
    expect(contacts.demo).toBe(true);
  });

  it('refuses to start in production without every privacy contact, naming each one', () => {
    const load = () =>
      loadEdgeConfig({
        NODE_ENV: 'production',
        PRIVACY_OPERATOR_NAME: privacyEnv.PRIVACY_OPERATOR_NAME,
        PRIVACY_DPO_NAME: '',
      });
    expect(load).toThrow(EdgeConfigError);
    for (const variable of [
      'PRIVACY_OPERATOR_CNPJ',
      'PRIVACY_OPERATOR_ADDRESS',
      'PRIVACY_DPO_NAME',
      'PRIVACY_DPO_EMAIL',
    ])
      expect(load).toThrow(variable);
    expect(load).not.toThrow(/PRIVACY_OPERATOR_NAME/);
    expect(
      loadEdgeConfig({ NODE_ENV: 'production', ...privacyEnv }).privacyContacts
        .demo,
    ).toBe(false);
  });

  it('refuses a CNPJ with wrong check digits and an e-mail that is not one', () => {
    const load = () =>
      loadEdgeConfig({
        ...privacyEnv,
        PRIVACY_OPERATOR_CNPJ: '11.222.333/0001-82',
        PRIVACY_DPO_EMAIL: 'privacidade',
      });
    expect(load).toThrow(/PRIVACY_OPERATOR_CNPJ/);
    expect(load).toThrow(/PRIVACY_DPO_EMAIL/);
    expect(() =>
      loadEdgeConfig({
        ...privacyEnv,
        PRIVACY_OPERATOR_CNPJ: '529.982.247-25',
      }),
    ).toThrow(/PRIVACY_OPERATOR_CNPJ/);
  });
});
