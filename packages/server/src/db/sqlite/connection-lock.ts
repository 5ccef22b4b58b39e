/**
 * First come, first served exclusive use of the one SQLite connection, for work that spans
 * `await`s (a transaction). Work that runs synchronously needs the lock only when it is taken:
 * nothing else can run in the middle of it.
 */
export class ConnectionLock {
  #tail: Promise<void> = Promise.resolve();
  /** Holders and waiters. */
  #count = 0;

  /** Whether no one holds the lock or waits for it. */
  get free(): boolean {
    return this.#count === 0;
  }

  /** Waits for every earlier holder, then holds the lock until the returned function is called. */
  async acquire(): Promise<() => void> {
    this.#count++;
    const previous = this.#tail;
    let open!: () => void;
    this.#tail = new Promise<void>((resolve) => (open = resolve));
    await previous;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#count--;
      open();
    };
  }

  /** Runs `work` now when the lock is free, else in its turn. */
  async run<T>(work: () => T): Promise<T> {
    if (this.free) return work();
    const release = await this.acquire();
    try {
      return work();
    } finally {
      release();
    }
  }
}
