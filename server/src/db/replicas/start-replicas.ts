import type { Config } from '../../config';
import type { Db } from '../client';
import { catalogueVersion } from '../../http/guest-cache/catalogue-version';
import { createReplicaSet, type ReplicaSet } from './replica-set';

/**
 * The read replicas of DATABASE_REPLICA_URLS, polled for their catalogue version; undefined
 * when there are none. The poll reads the primary's version on a connection of its own.
 */
export function startReplicas(
  config: Config,
  primary: Db,
  log: (line: string) => void,
): ReplicaSet | undefined {
  const { replicaUrls, replicaMaxLagMs, poolMode } = config.database;
  if (replicaUrls.length === 0) return undefined;
  const primaryVersions = catalogueVersion(primary.$client.options);
  const set = createReplicaSet({
    urls: replicaUrls,
    mode: poolMode,
    maxLagMs: replicaMaxLagMs,
    primaryVersion: () => primaryVersions.current(),
    log,
  });
  set.start();
  log(`read replicas: ${set.replicas.map((r) => r.name).join(', ')}`);
  const close = set.close;
  return Object.assign(set, {
    close: async () => {
      await close();
      await primaryVersions.close();
    },
  });
}
