/**
 * Evaluates the code a build plugin writes for a module (plain JavaScript that imports nothing) as
 * an ES module, for a test to call what it exports.
 */
export async function moduleOfCode<T>(code: string): Promise<T> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as T;
}
