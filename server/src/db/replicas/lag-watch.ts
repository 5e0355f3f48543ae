/**
 * When this process first saw each catalogue version on the primary, to tell how long a
 * replica has been missing one. A replica at version v is too late once the oldest primary
 * version newer than v was first seen more than `maxLagMs` ago: a version committed at t is
 * then served by no replica after t + maxLagMs + one poll interval (the poll that sees it).
 */
export function createLagWatch(maxLagMs: number, now: () => number = Date.now) {
  /** Ascending versions with the time each was first seen. */
  const seen: { version: number; at: number }[] = [];
  return {
    primaryAt(version: number): void {
      const last = seen.at(-1);
      if (!last || version > last.version) seen.push({ version, at: now() });
    },
    tooLate(replicaVersion: number): boolean {
      const missing = seen.find((s) => s.version > replicaVersion);
      return missing !== undefined && now() - missing.at > maxLagMs;
    },
    /** Versions every replica has are no longer needed. */
    forget(everyReplicaHas: number): void {
      while (seen.length > 1 && seen[0]!.version <= everyReplicaHas) seen.shift();
    },
  };
}
