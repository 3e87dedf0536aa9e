import {
  clusterOnPort,
  parseCluster,
  pgRestartCommand,
} from './pg-cluster.mjs';

/* The PostgreSQL cluster that `npm run check:db-restart` restarts. */

const CLUSTERS = [
  '15 main    5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log',
  '16 main    5433 online postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log',
  '16 replica 5434 down   postgres /var/lib/postgresql/16/replica /var/log/postgresql/postgresql-16-replica.log',
].join('\n');

const noClusters = () => {
  throw new Error('pg_lsclusters must not be called');
};

describe('pgRestartCommand', () => {
  it('restarts the cluster pg_lsclusters shows on the port of DATABASE_URL', () => {
    expect(
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:5433/postgres',
        {},
        () => CLUSTERS,
      ),
    ).toBe('pg_ctlcluster --skip-systemctl-redirect 16 main restart');
    expect(
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:5434/x',
        {},
        () => CLUSTERS,
      ),
    ).toBe('pg_ctlcluster --skip-systemctl-redirect 16 replica restart');
  });

  it('takes port 5432 when the URL names none', () => {
    expect(
      pgRestartCommand(
        'postgres://postgres@localhost/postgres',
        {},
        () => CLUSTERS,
      ),
    ).toBe('pg_ctlcluster --skip-systemctl-redirect 15 main restart');
  });

  it('takes the cluster from PG_CLUSTER without asking pg_lsclusters', () => {
    expect(
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:5432/postgres',
        { PG_CLUSTER: '17/main' },
        noClusters,
      ),
    ).toBe('pg_ctlcluster --skip-systemctl-redirect 17 main restart');
  });

  it('runs PG_RESTART_COMMAND as given', () => {
    expect(
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:5432/postgres',
        {
          PG_RESTART_COMMAND: 'systemctl restart postgresql',
          PG_CLUSTER: '17/main',
        },
        noClusters,
      ),
    ).toBe('systemctl restart postgresql');
  });

  it('says what to set when no cluster serves the port, or pg_lsclusters is missing', () => {
    expect(() =>
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:6543/postgres',
        {},
        () => CLUSTERS,
      ),
    ).toThrow('pg_lsclusters shows no cluster on port 6543: set PG_CLUSTER');
    expect(() =>
      pgRestartCommand(
        'postgres://postgres@127.0.0.1:5432/postgres',
        {},
        noClusters,
      ),
    ).toThrow(/^pg_lsclusters failed .*set PG_CLUSTER/);
    expect(() =>
      pgRestartCommand(
        'postgres://127.0.0.1/postgres',
        { PG_CLUSTER: 'main' },
        noClusters,
      ),
    ).toThrow('PG_CLUSTER=main is not VERSION/NAME');
  });
});

describe('the pg_lsclusters output', () => {
  it('finds a cluster by port, and none on a port no cluster uses', () => {
    expect(clusterOnPort(CLUSTERS, 5433)).toEqual({
      version: '16',
      name: 'main',
    });
    expect(clusterOnPort(CLUSTERS, '5435')).toBeNull();
    expect(clusterOnPort('', 5432)).toBeNull();
  });

  it('reads VERSION/NAME and VERSION NAME', () => {
    expect(parseCluster('16/main')).toEqual({ version: '16', name: 'main' });
    expect(parseCluster('9.6 main')).toEqual({ version: '9.6', name: 'main' });
    expect(parseCluster('16')).toBeNull();
  });
});
