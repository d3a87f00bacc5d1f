/** Races a chunk import against the 120 s script time-out. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Chunk load timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
