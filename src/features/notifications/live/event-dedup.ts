/**
 * Remembers the last event ids seen, so an event replayed by the hub after a
 * reconnect (or relayed twice between tabs) is shown once. Bounded: the hub
 * only replays from the last id we sent, so a window of recent ids suffices.
 */
export class EventDedup {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 500) {}

  /** true the first time an id is seen; events without an id always pass. */
  accept(id: string | null | undefined): boolean {
    if (!id) return true;
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return true;
  }

  has(id: string): boolean {
    return this.seen.has(id);
  }
}
