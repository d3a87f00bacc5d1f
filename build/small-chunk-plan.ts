/** A chunk of a build, as the plan of small-chunk groups reads it. */
export interface ChunkNode {
  fileName: string;
  /** The ids of the modules it holds. */
  modules: string[];
  /** The chunks it imports statically (file names). */
  imports: string[];
  /** The chunks it imports with `import()` (file names). */
  dynamicImports: string[];
  /** The app's entry (index.html's script). */
  isEntry: boolean;
  /** A target of `import()`: a page, a lazy part, a catalogue area. */
  isDynamicEntry: boolean;
  /** It brings a style sheet. */
  hasStyles: boolean;
  gzipBytes: number;
}

export interface ChunkPlanOptions {
  /**
   * Dynamic entries whose visits may load nothing beyond what they read, with every lazy part
   * they reach: the pages with the tightest budgets, and code every visit loads ahead. Their
   * chunks still join one another.
   */
  isExact: (chunk: ChunkNode) => boolean;
  /** The largest chunk that joins a group, gzip bytes. */
  maxChunkBytes: number;
  /**
   * What one dynamic entry may load beyond what it reads, summed over its groups, gzip bytes: one
   * figure, or each entry's own.
   */
  maxAddedBytes: number | ((chunk: ChunkNode) => number);
}

interface Group {
  chunks: ChunkNode[];
  bytes: number;
  /** The dynamic entries that load one of its chunks. */
  readers: Set<string>;
  /** The highest of its chunks' heights (names the file). */
  height: number;
  /** It brings a style sheet: one more file for its readers. */
  hasStyles: boolean;
}

/**
 * Which small chunks to join into groups, as module id → group name. The bundler cuts the code
 * that pages share into a chunk per set of pages that share it, so a page loads dozens of files of
 * a few hundred bytes; over HTTP/1.1 they go six at a time and each costs a round trip.
 *
 * The rules that keep the result correct:
 * - No chunk joins that the shell or an entry reaches.
 * - A chunk joins only when every chunk it imports is in the shell or joins too, so a group never
 *   imports a chunk the bundler makes; and two groups merge only when no group they import leads
 *   back to either, so groups import one another without a cycle, and every module still runs
 *   after the modules it imports (the bundler orders the modules within a file).
 * - Chunks with styles join too: a group's style sheet holds its modules' rules in the order the
 *   modules run, after the sheets of the groups it imports, as the bundler's own files load them.
 *   A reader may receive rules for components it does not show; they select only those
 *   components' classes (antd's, or CSS modules' own names).
 * - Two groups merge while each dynamic entry that loads either gains at most `maxAddedBytes` in
 *   all (nothing for an exact one or a lazy part it reaches), and only when more entries save a
 *   file (a script, and a style sheet when both bring one) than the kilobytes they gain.
 */
export function planSmallChunkGroups(
  chunks: ChunkNode[],
  options: ChunkPlanOptions,
): Map<string, string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticImports = (chunk: ChunkNode) =>
    chunk.imports.map((name) => byName.get(name)).filter((c): c is ChunkNode => c !== undefined);
  const shell = new Set<string>();
  const reach = (from: ChunkNode, withDynamic: boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [from];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      queue.push(...staticImports(chunk));
      // The shell imports every page lazily: following it would reach everything.
      if (withDynamic && !shell.has(chunk.fileName))
        for (const name of chunk.dynamicImports) {
          const target = byName.get(name);
          if (target) queue.push(target);
        }
    }
    return seen;
  };
  // What the entry imports statically (the shell) loads before any page.
  for (const entry of chunks.filter((chunk) => chunk.isEntry))
    for (const name of reach(entry, false)) shell.add(name);

  const exact = new Set(chunks.filter(options.isExact).flatMap((chunk) => [...reach(chunk, true)]));
  const heights = new Map<string, number>();
  const height = (chunk: ChunkNode): number => {
    const known = heights.get(chunk.fileName);
    if (known !== undefined) return known;
    const below = staticImports(chunk).filter((c) => !shell.has(c.fileName));
    const value = below.length === 0 ? 0 : Math.max(...below.map(height)) + 1;
    heights.set(chunk.fileName, value);
    return value;
  };
  const mayJoin = (chunk: ChunkNode) =>
    !shell.has(chunk.fileName) && !chunk.isDynamicEntry && chunk.gzipBytes <= options.maxChunkBytes;
  const joining = new Set<string>();
  const lowestFirst = chunks
    .filter((chunk) => !shell.has(chunk.fileName))
    .sort((a, b) => height(a) - height(b));
  for (const chunk of lowestFirst)
    if (mayJoin(chunk) && chunk.imports.every((name) => shell.has(name) || joining.has(name)))
      joining.add(chunk.fileName);

  const entries = chunks.filter((chunk) => chunk.isDynamicEntry);
  const readersOf = new Map<string, Set<string>>();
  for (const entry of entries)
    for (const name of reach(entry, false))
      if (joining.has(name)) {
        const readers = readersOf.get(name) ?? new Set<string>();
        readers.add(entry.fileName);
        readersOf.set(name, readers);
      }

  let groups: Group[] = [...joining].map((name) => {
    const chunk = byName.get(name) as ChunkNode;
    return {
      chunks: [chunk],
      bytes: chunk.gzipBytes,
      readers: readersOf.get(name) ?? new Set(),
      height: height(chunk),
      hasStyles: chunk.hasStyles,
    };
  });
  const groupOf = new Map<string, Group>();
  for (const group of groups) for (const chunk of group.chunks) groupOf.set(chunk.fileName, group);
  const importedGroups = (group: Group): Set<Group> => {
    const found = new Set<Group>();
    for (const chunk of group.chunks)
      for (const name of chunk.imports) {
        const target = groupOf.get(name);
        if (target && target !== group) found.add(target);
      }
    return found;
  };
  /** Whether a path of imports leads from one group to the other through a third. */
  const leadsTo = (from: Group, to: Group): boolean => {
    const seen = new Set<Group>([from]);
    const queue = [...importedGroups(from)].filter((group) => group !== to);
    for (let group = queue.pop(); group; group = queue.pop()) {
      if (seen.has(group)) continue;
      seen.add(group);
      for (const next of importedGroups(group)) {
        if (next === to) return true;
        queue.push(next);
      }
    }
    return false;
  };
  const added = new Map(entries.map((entry) => [entry.fileName, 0]));
  const { maxAddedBytes } = options;
  const limitOf = (entry: string) =>
    exact.has(entry)
      ? 0
      : typeof maxAddedBytes === 'number'
        ? maxAddedBytes
        : maxAddedBytes(byName.get(entry) as ChunkNode);
  for (;;) {
    let best: { a: Group; b: Group; gains: Map<string, number>; score: number } | undefined;
    for (const [i, a] of groups.entries())
      for (const b of groups.slice(i + 1)) {
        const gains = gainsOfMerging(a, b);
        let total = 0;
        let fits = true;
        for (const [entry, gain] of gains) {
          total += gain;
          if ((added.get(entry) ?? 0) + gain > limitOf(entry)) fits = false;
        }
        if (!fits) continue;
        const both = [...a.readers].filter((entry) => b.readers.has(entry)).length;
        const filesSaved = a.hasStyles && b.hasStyles ? 2 : 1;
        const score = both * filesSaved - total / 1024;
        if (score > 0 && (!best || score > best.score) && !leadsTo(a, b) && !leadsTo(b, a))
          best = { a, b, gains, score };
      }
    if (!best) break;
    const { a, b, gains } = best;
    for (const [entry, gain] of gains) added.set(entry, (added.get(entry) ?? 0) + gain);
    const merged: Group = {
      chunks: [...a.chunks, ...b.chunks],
      bytes: a.bytes + b.bytes,
      readers: new Set([...a.readers, ...b.readers]),
      height: Math.max(a.height, b.height),
      hasStyles: a.hasStyles || b.hasStyles,
    };
    groups = [...groups.filter((group) => group !== a && group !== b), merged];
    for (const chunk of merged.chunks) groupOf.set(chunk.fileName, merged);
  }

  // A chunk left alone is named too, so that the groups import only chunks the plan names.
  const plan = new Map<string, string>();
  groups.forEach((group, index) => {
    for (const chunk of group.chunks)
      for (const id of chunk.modules) plan.set(id, `shared-${group.height}-${index}`);
  });
  return plan;
}

/** What each reader of one group would load of the other if they merged. */
function gainsOfMerging(a: Group, b: Group): Map<string, number> {
  const gains = new Map<string, number>();
  for (const entry of a.readers)
    if (!b.readers.has(entry)) gains.set(entry, (gains.get(entry) ?? 0) + b.bytes);
  for (const entry of b.readers)
    if (!a.readers.has(entry)) gains.set(entry, (gains.get(entry) ?? 0) + a.bytes);
  return gains;
}
