import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { buildEdge } from '../app';
import { createTempDist, type TempDist } from '../testing/temp-dist';
import { LEGAL_PAGE_CACHE_CONTROL } from './legal-pages-route';
import type { PrivacyContacts } from './privacy-contacts';

const contacts: PrivacyContacts = {
  operatorName: 'Festa & Cia <Ltda>',
  operatorCnpj: '11.222.333/0001-81',
  operatorAddress: 'Rua "das Flores", 10 – Curitiba/PR',
  dpoName: "Ana D'Ávila",
  dpoEmail: 'dpo@festa.com.br',
  demo: false,
};

describe('the privacy notice pages', () => {
  let dist: TempDist;
  let edge: FastifyInstance;

  beforeAll(async () => {
    dist = createTempDist({ host: 'Host', guest: 'Guest', admin: 'Admin' });
    edge = await buildEdge({
      apiUrl: 'http://127.0.0.1:9',
      distDir: dist.dir,
      publicBaseDomain: 'celebra.com.br',
      publicProtocol: 'https',
      privacyContacts: contacts,
    });
  });

  afterAll(async () => {
    await edge.close();
    dist.remove();
  });

  /** The page's text with every run of white space as one space (the source wraps lines). */
  const textOf = (body: string) => body.replace(/\s+/g, ' ');

  const get = (
    host: string,
    url: string,
    headers: Record<string, string> = {},
  ) => edge.inject({ method: 'GET', url, headers: { host, ...headers } });

  const hosts = [
    'site.celebra.com.br',
    'users.celebra.com.br',
    'admin.celebra.com.br',
  ];

  it.each(
    hosts.flatMap((host) => [
      [host, '/privacidade', 'Política de privacidade'],
      [host, '/termos', 'Termos de uso'],
    ]),
  )(
    'serves %s%s as a page of its own, not the app',
    async (host, url, title) => {
      const response = await get(host, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<title>${title} · Celebra</title>`);
      expect(response.body).toContain('<html lang="pt-BR">');
      expect(response.body).not.toMatch(/<script/i);
      expect(response.body).not.toContain('Guest');
      expect(response.headers['cache-control']).toBe(LEGAL_PAGE_CACHE_CONTROL);
      expect(response.headers['content-security-policy']).toContain(
        "default-src 'self'",
      );
    },
  );

  it('names the configured operator and encarregado, escaped', async () => {
    const body = textOf(
      (await get('site.celebra.com.br', '/privacidade')).body,
    );
    expect(body).toContain('Festa &amp; Cia &lt;Ltda&gt;');
    expect(body).not.toContain('<Ltda>');
    expect(body).toContain('CNPJ 11.222.333/0001-81');
    expect(body).toContain('Rua &quot;das Flores&quot;, 10 – Curitiba/PR');
    expect(body).toContain('Ana D&#39;Ávila');
    expect(body).toContain('href="mailto:dpo@festa.com.br"');
    expect(body).not.toContain('demonstração');
    const terms = await get('admin.celebra.com.br', '/termos');
    expect(textOf(terms.body)).toContain('Festa &amp; Cia &lt;Ltda&gt;');
  });

  it('says what is kept for how long and how each right is exercised', async () => {
    const body = textOf(
      (await get('site.celebra.com.br', '/privacidade')).body,
    );
    for (const text of [
      'anonimizados 12 meses depois da data do evento',
      'guardados por 5 anos',
      'apagado 30 dias depois da entrega',
      'fica disponível por 48 horas',
      'depois de 7 dias de carência',
      'Mercado Pago',
      'Respondemos em até 15 dias (art. 19)',
      'portabilidade',
      'revogação do consentimento',
    ])
      expect(body).toContain(text);
  });

  it("sends guests to 'Meus dados' on the site host and hosts to their account", async () => {
    const site = textOf(
      (await get('site.celebra.com.br', '/privacidade')).body,
    );
    expect(site).toContain('<a href="/meus-dados">Meus dados</a>');
    expect(site).toContain('href="https://users.celebra.com.br/account/data"');

    const users = textOf(
      (await get('users.celebra.com.br', '/privacidade')).body,
    );
    expect(users).toContain('href="https://site.celebra.com.br/meus-dados"');
    expect(users).toContain('href="/account/data"');
    expect(users).not.toContain(
      '<li><a href="https://site.celebra.com.br/meus-dados">',
    );
  });

  it('links both pages from the footer of each', async () => {
    const body = textOf((await get('admin.celebra.com.br', '/termos')).body);
    const footer = body.slice(body.indexOf('<footer'));
    expect(footer).toContain(
      '<a href="/privacidade">Política de privacidade</a>',
    );
    expect(footer).toContain('<a href="/termos">Termos de uso</a>');
  });

  it('compresses the page for a browser that accepts it', async () => {
    const response = await get('users.celebra.com.br', '/privacidade', {
      'accept-encoding': 'br, gzip',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const page = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(page).toContain('<h1>Política de privacidade</h1>');
    expect(response.rawPayload.length).toBeLessThan(page.length / 3);
  });

  it('answers HEAD without a body and is not found on other hosts', async () => {
    const head = await edge.inject({
      method: 'HEAD',
      url: '/termos',
      headers: { host: 'site.celebra.com.br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const other = await get('www.celebra.com.br', '/privacidade');
    expect(other.statusCode).toBe(404);
  });
});

describe('the privacy notice pages with demo contacts', () => {
  let edge: FastifyInstance;
  afterAll(() => edge.close());

  it('say above everything else that the company is a demonstration', async () => {
    edge = await buildEdge({
      apiUrl: 'http://127.0.0.1:9',
      distDir: '/nonexistent',
    });
    const { body } = await edge.inject({
      url: '/privacidade',
      headers: { host: 'site.localhost:8080' },
    });
    const demoNote = body.indexOf('<strong>Demonstração:</strong>');
    expect(demoNote).toBeGreaterThan(-1);
    expect(demoNote).toBeLessThan(body.indexOf('<h1>'));
    expect(body).toContain('Celebra (empresa de demonstração)');
  });
});
