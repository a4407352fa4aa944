// A least-recently-used map bounded by bytes rather than entries (pages differ a lot in size:
// the home page is ~180 KB, a content page less). Each entry also has its own expiry time.

type Slot<V> = { value: V; bytes: number; expiresAt: number };

export class ByteLru<V> {
  private readonly slots = new Map<string, Slot<V>>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.slots.size;
  }

  keys(): string[] {
    return [...this.slots.keys()];
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: moving the key to the end marks it most recently used.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Stores `value`, evicting the least recently used entries past the cap; false if it can never fit. */
  set(key: string, value: V, bytes: number, ttlMs: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.slots.set(key, { value, bytes, expiresAt: this.now() + ttlMs });
    this.used += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.used <= this.maxBytes) break;
      this.slots.delete(oldest);
      this.used -= slot.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.used -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.used = 0;
  }
}
