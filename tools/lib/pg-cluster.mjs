import { execFileSync } from 'node:child_process';

/**
 * Which Debian/Ubuntu PostgreSQL cluster (postgresql-common) to restart: the tools must not
 * assume a version or a cluster name.
 */

/** 'VERSION/NAME' or 'VERSION NAME' (as pg_lsclusters prints them) → { version, name }. */
export function parseCluster(value) {
  const match = /^\s*(\d+(?:\.\d+)?)[/\s]+([\w.-]+)\s*$/.exec(value ?? '');
  return match ? { version: match[1], name: match[2] } : null;
}

/** The cluster listening on `port` in the output of `pg_lsclusters -h` (no header), or null. */
export function clusterOnPort(lsclustersOutput, port) {
  for (const line of lsclustersOutput.split('\n')) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (clusterPort === String(port) && /^\d/.test(version))
      return { version, name };
  }
  return null;
}

function listClusters() {
  return execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
}

/**
 * The command that restarts the PostgreSQL serving `serverUrl`: PG_RESTART_COMMAND as given;
 * else `pg_ctlcluster … VERSION NAME restart` for PG_CLUSTER ('16/main'); else for the cluster
 * pg_lsclusters shows on the URL's port (5432 when the URL names none). Throws a clear error
 * when none of them gives a cluster.
 */
export function pgRestartCommand(
  serverUrl,
  env = process.env,
  list = listClusters,
) {
  if (env.PG_RESTART_COMMAND) return env.PG_RESTART_COMMAND;
  const restart = ({ version, name }) =>
    `pg_ctlcluster --skip-systemctl-redirect ${version} ${name} restart`;
  if (env.PG_CLUSTER) {
    const cluster = parseCluster(env.PG_CLUSTER);
    if (!cluster)
      throw new Error(
        `PG_CLUSTER=${env.PG_CLUSTER} is not VERSION/NAME (for example 16/main)`,
      );
    return restart(cluster);
  }
  const port = new URL(serverUrl).port || '5432';
  let output;
  try {
    output = list();
  } catch (error) {
    throw new Error(
      `pg_lsclusters failed (${error.message}): set PG_CLUSTER (for example 16/main) or PG_RESTART_COMMAND`,
    );
  }
  const cluster = clusterOnPort(output, port);
  if (!cluster)
    throw new Error(
      `pg_lsclusters shows no cluster on port ${port}: set PG_CLUSTER (for example 16/main) or PG_RESTART_COMMAND`,
    );
  return restart(cluster);
}
