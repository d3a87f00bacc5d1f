/**
 * A Web Locks API stand-in for jsdom, which has none: exclusive locks shared by every "tab" of a
 * test (module instances of one page), with `ifAvailable`.
 */
export class FakeLockManager {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Runs before a lock is granted: what another tab did in the meantime. */
  beforeGrant: (() => void) | undefined;

  async request<T>(
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => T | Promise<T>,
  ): Promise<T> {
    await Promise.resolve();
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve) => this.queue(name).push(resolve));
    }
    this.beforeGrant?.();
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      this.free(name);
    }
  }

  /** Holds `name` as another tab would, until `release()`. */
  hold(name: string): { release: () => void } {
    this.held.add(name);
    return { release: () => this.free(name) };
  }

  private queue(name: string): (() => void)[] {
    const queue = this.waiting.get(name) ?? [];
    this.waiting.set(name, queue);
    return queue;
  }

  private free(name: string): void {
    this.held.delete(name);
    this.waiting.get(name)?.shift()?.();
  }
}

/** Gives `navigator.locks` to the current test. */
export function installLocks(): FakeLockManager {
  const locks = new FakeLockManager();
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(window.navigator, 'locks');
  });
  return locks;
}
