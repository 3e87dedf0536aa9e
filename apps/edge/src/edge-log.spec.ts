import type { FastifyInstance } from 'fastify';
import { buildEdge } from './app';
import { createTempDist, type TempDist } from './testing/temp-dist';

/* The edge's log lines are masked as the api's: no e-mail, phone, CPF or Pix key in clear. */

describe('edge log', () => {
  let dist: TempDist;
  let edge: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    dist = createTempDist({ guest: 'Celebra' });
    edge = await buildEdge({
      apiUrl: 'http://127.0.0.1:9',
      distDir: dist.dir,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
  });

  afterAll(async () => {
    await edge.close();
    dist.remove();
  });

  it('masks the data of a person in messages and errors', () => {
    edge.log.error(
      {
        err: new Error('api answered 500 for bruna.costa@example.com'),
        detail: 'CPF 390.533.447-05, telefone (21) 99876-5432',
      },
      'proxy failed for Pix key 7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1',
    );
    const log = lines.join('');
    expect(log).toContain('proxy failed for Pix key [chave pix]');
    expect(log).toContain('api answered 500 for [e-mail]');
    expect(log).toContain('CPF [cpf], telefone [telefone]');
    for (const value of [
      'bruna.costa@example.com',
      '390.533.447-05',
      '99876-5432',
      '7b0c6bde',
    ])
      expect(log).not.toContain(value);
  });
});
