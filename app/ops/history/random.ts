// The history's random numbers: a seeded generator, so that one seed gives the same history on
// every machine, split into independent streams named after what they draw (a product, the
// orders' dates, the orders' details, the messages), so that one part's draws never shift
// another's; and the weighted draws the generators make of them.

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a, to derive independent streams from a seed and a name. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number, stream: string) {
    this.next = mulberry32(hash32(`${seed}/${stream}`));
  }
  float(): number {
    return this.next();
  }
  /** An integer of [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** One key of `weights`, in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}

/** A cumulative table sampled by binary search. */
export class Sampler<T> {
  private readonly cumulative: number[] = [];
  private readonly items: T[] = [];
  private total = 0;
  add(item: T, weight: number) {
    if (weight <= 0) return;
    this.total += weight;
    this.cumulative.push(this.total);
    this.items.push(item);
  }
  get size() {
    return this.items.length;
  }
  sample(random: Random): T {
    const target = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }
}
