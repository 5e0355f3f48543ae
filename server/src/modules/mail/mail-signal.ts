type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Routes call this once the transaction that queued a mail has committed, so this process's
 * mail worker takes its job at once instead of at its next poll. Without a worker it does nothing.
 */
export function mailQueued(): void {
  for (const listener of listeners) listener();
}

export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
