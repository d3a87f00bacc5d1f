import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every style sheet of the app, by its path under src/. */
export const styleSheets: Record<string, string> = Object.fromEntries(
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join('src', file), 'utf8')]),
);

/** Every component's source, by its path. */
export const componentSources: Record<string, string> = import.meta.glob<string>('/src/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** A style sheet without its comments, which may name what the rules must not do. */
export const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
