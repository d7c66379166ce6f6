/** A least-recently-used map bounded by the bytes its values say they hold. */
export class ByteLru<Value extends { bytes: number }> {
  readonly #entries = new Map<string, Value>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The value, marked as just used. */
  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores `value`, evicting the least recently used entries until it fits; a value larger than the cap is not kept. */
  set(key: string, value: Value): boolean {
    this.delete(key);
    if (value.bytes > this.maxBytes) return false;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
    return true;
  }

  delete(key: string): boolean {
    const value = this.#entries.get(key);
    if (value === undefined) return false;
    this.#entries.delete(key);
    this.#bytes -= value.bytes;
    return true;
  }

  /** Grows (or shrinks) the size of a stored value after it gained an encoding, evicting others if needed. */
  resize(key: string, delta: number): void {
    if (!this.#entries.has(key)) return;
    this.#entries.get(key)!.bytes += delta;
    this.#bytes += delta;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldestKey === key) break;
      this.delete(oldestKey);
    }
  }

  /** Removes every entry `drop` says so of; returns how many. */
  deleteWhere(drop: (value: Value, key: string) => boolean): number {
    let removed = 0;
    for (const [key, value] of this.#entries) {
      if (drop(value, key)) {
        this.delete(key);
        removed++;
      }
    }
    return removed;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
