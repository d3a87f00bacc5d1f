import type { MessageId } from '@/locales/message-id';

/**
 * The seed's two chunk load errors: a style sheet that did not load (the CSS chunk load error), or
 * a script that did not (the chunk load error, a time-out included).
 */
export type ChunkFailure = 'style' | 'script';

/**
 * Vite's preload helper rejects a lazy import whose style sheet failed with "Unable to preload CSS
 * for <url>" (vite/dist/node/chunks/node.js, `preload`), as does a sheet inserted again on a retry
 * (style-retry.ts). Everything else that stops a lazy load is the script failure: the browser's
 * "Failed to fetch dynamically imported module" (Chromium), "error loading dynamically imported
 * module" (Firefox), "Importing a module script failed" (Safari), the 120 s time-out
 * (chunk-timeout.ts), a module that throws as it runs.
 */
const STYLE_FAILURE = /^Unable to preload CSS\b/;

export function chunkFailureOf(error: unknown): ChunkFailure {
  return STYLE_FAILURE.test(error instanceof Error ? error.message : String(error))
    ? 'style'
    : 'script';
}

/**
 * What the failure `error` stands for tells the user: a message of the first load's `layout` area,
 * since the panels show before any other area has loaded.
 */
export function chunkFailureText(error: unknown): MessageId {
  return chunkFailureOf(error) === 'style' ? 'layout.chunk.style' : 'layout.chunk.script';
}
