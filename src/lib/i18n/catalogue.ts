import { CHUNK_LOAD_TIMEOUT_MS, type AppLocale } from '@/config/constants';
import { withChunkTimeout } from '@/lib/lazy-part/chunk-timeout';

import { areaOfFile, isFirstLoadFile, type Area } from './areas';
import { isRtl } from './direction';
import { isolateArguments } from './isolate-arguments';

import type { AreaLoaders, AreaModule, Messages } from './area-loaders';
import type { ConfigProviderProps } from 'antd';

export type { Messages };

export type { Area };

// Each locale's list of area files is a module of its own, which the build puts into the chunk of
// that locale's first texts (build/catalogue-chunks.ts): a visit loads one locale's list, with the
// texts it loads first anyway, instead of the shell holding all three. On a first visit the page's
// areas are asked for once the first texts have loaded, so the list adds no wait; a language switch
// loads the new list before the areas shown (one round trip more).
const areaFileLists: Record<AppLocale, () => Promise<{ default: AreaLoaders }>> = {
  'zh-CN': () => import('./area-files/zh-cn'),
  'en-US': () => import('./area-files/en-us'),
  'ar-EG': () => import('./area-files/ar-eg'),
};

export interface Catalogue {
  locale: AppLocale;
  messages: Messages;
  /** The areas included in `messages` besides the first load's (grows as areas join in place). */
  areas: readonly Area[];
  antdLocale: NonNullable<ConfigProviderProps['locale']>;
}

// dayjs (the calendar of antd's date pickers) is not part of a first visit: only the pages that pick
// dates load it, through `useDayjsLocale` (dayjs-locale.ts), which marks it in use. From then on a
// language switch also switches dayjs. The locale is applied only when its catalogue is published,
// so a failed switch leaves dates as they were.
let dayjsInUse = false;

/** Called once a date-picking page has loaded dayjs: language switches now include it. */
export function markDayjsInUse(): void {
  dayjsInUse = true;
}

interface LibraryLocale extends Pick<Catalogue, 'antdLocale'> {
  applyDates: () => void;
}

const libraryLocales: Record<AppLocale, () => Promise<LibraryLocale>> = {
  'zh-CN': async () => {
    const [antdLocale, dayjs] = await Promise.all([
      import('antd/es/locale/zh_CN'),
      dayjsInUse ? import('dayjs') : undefined,
      dayjsInUse ? import('dayjs/locale/zh-cn') : undefined,
    ]);
    return {
      antdLocale: antdLocale.default,
      applyDates: () => {
        dayjs?.default.locale('zh-cn');
      },
    };
  },
  'en-US': async () => {
    const [antdLocale, dayjs] = await Promise.all([
      import('antd/es/locale/en_US'),
      dayjsInUse ? import('dayjs') : undefined,
    ]);
    return {
      antdLocale: antdLocale.default,
      applyDates: () => {
        dayjs?.default.locale('en');
      },
    };
  },
  'ar-EG': async () => {
    const [antdLocale, dayjs] = await Promise.all([
      import('antd/es/locale/ar_EG'),
      dayjsInUse ? import('dayjs') : undefined,
      dayjsInUse ? import('dayjs/locale/ar') : undefined,
    ]);
    return {
      antdLocale: antdLocale.default,
      applyDates: () => {
        dayjs?.default.locale('ar');
      },
    };
  },
};

interface AreaFile {
  file: string;
  area: string;
  load: () => Promise<AreaModule>;
}

// Each file's area, from its path, worked out once per locale. A list that failed to load is not
// kept: a retry loads it again.
const filesByLocale = new Map<AppLocale, Promise<AreaFile[]>>();
function filesOf(locale: AppLocale): Promise<AreaFile[]> {
  let files = filesByLocale.get(locale);
  if (!files) {
    files = areaFileLists[locale]().then(({ default: loaders }) =>
      Object.entries(loaders).map(([file, load]) => ({ file, area: areaOfFile(file), load })),
    );
    files.catch(() => filesByLocale.delete(locale));
    filesByLocale.set(locale, files);
  }
  return files;
}

// Catalogue chunks and antd's and dayjs's locales load within the script time-out
// (CHUNK_LOAD_TIMEOUT_MS, 120 s) like every chunk; a failed import is not kept (each call imports
// again), so a retry loads again.
async function loadAreas(
  locale: AppLocale,
  wanted: (file: string, area: string) => boolean,
): Promise<Messages> {
  const modules = await withChunkTimeout(
    filesOf(locale).then((files) =>
      Promise.all(files.filter(({ file, area }) => wanted(file, area)).map(({ load }) => load())),
    ),
    CHUNK_LOAD_TIMEOUT_MS,
  );
  const messages = Object.assign({}, ...modules.map((module) => module.default)) as Messages;
  if (!isRtl(locale)) return messages;
  // Compiled elements, as the build also gives them: react-intl takes either.
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, isolateArguments(message)]),
  ) as unknown as Messages;
}

let current: Catalogue | undefined;
let latestLoad = 0;
const requested = new Set<Area>();
const listeners = new Set<() => void>();
let markFirstLoaded: () => void = () => undefined;
const firstLoaded = new Promise<void>((resolve) => {
  markFirstLoaded = resolve;
});

function publish(next: Catalogue): void {
  current = next;
  markFirstLoaded();
  for (const listener of listeners) listener();
}

/** The loaded catalogue (undefined until the first one has loaded). */
export function getCatalogue(): Catalogue | undefined {
  return current;
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Loads a locale's first-load areas, the lazy areas asked for so far (also those asked for while it
 * loads) and antd's texts, then publishes it unless a later call superseded it.
 */
export async function loadCatalogue(locale: AppLocale): Promise<Catalogue> {
  const call = ++latestLoad;
  const wanted = new Set(requested);
  const [messages, library] = await Promise.all([
    loadAreas(locale, (file, area) => isFirstLoadFile(file) || wanted.has(area as Area)),
    withChunkTimeout(libraryLocales[locale](), CHUNK_LOAD_TIMEOUT_MS),
  ]);
  for (;;) {
    const missing = [...requested].filter((area) => !wanted.has(area));
    if (missing.length === 0) break;
    for (const area of missing) wanted.add(area);
    Object.assign(messages, await loadAreas(locale, (_, area) => missing.includes(area as Area)));
  }
  const next: Catalogue = {
    locale,
    messages,
    areas: [...wanted],
    antdLocale: library.antdLocale,
  };
  if (call === latestLoad) {
    library.applyDates();
    publish(next);
  }
  return next;
}

let firstFailed = false;

/**
 * Loads the current locale's catalogue before the app first renders, so that its first render has
 * the texts and is not redone synchronously when they arrive. Never rejects: on failure (a time-out
 * included) the locale provider shows the failure at once (`firstCatalogueFailed`), with a retry.
 */
export async function loadFirstCatalogue(locale: AppLocale): Promise<void> {
  try {
    await loadCatalogue(locale);
  } catch (error) {
    console.error('[i18n] the catalogue failed to load', error);
    firstFailed = true;
  }
}

/** Whether the load before the first render failed (and none has been published since). */
export function firstCatalogueFailed(): boolean {
  return firstFailed && !current;
}

/**
 * Makes lazy areas' messages available in the current locale (and in any locale switched to later),
 * with one load for those still missing. A route awaits them before its page renders, so the page
 * never shows a missing id.
 *
 * The messages join the published catalogue in place, without publishing a new one: an area only
 * adds ids, and nothing on screen uses them yet (whatever shows them waits for this promise), so
 * the app is not drawn again for each area. react-intl reads a message from its messages object
 * when it formats it. A locale switch publishes a new catalogue with every area asked for so far.
 */
export async function requireAreas(areas: readonly Area[]): Promise<void> {
  for (const area of areas) requested.add(area);
  await firstLoaded;
  for (;;) {
    const target = current;
    if (!target) return;
    const missing = areas.filter((area) => !target.areas.includes(area));
    if (missing.length === 0) return;
    const messages = await loadAreas(target.locale, (_, name) => missing.includes(name as Area));
    // Merge only into the catalogue it was loaded for; a newer one is checked again.
    if (current === target) {
      Object.assign(target.messages, messages);
      target.areas = [...target.areas, ...missing.filter((area) => !target.areas.includes(area))];
    }
  }
}

/** One lazy area: `requireAreas` of one. */
export function requireArea(area: Area): Promise<void> {
  return requireAreas([area]);
}

/**
 * A module whose texts live in lazily loaded catalogue areas (a page, a part of one): resolves with
 * the module once it and every area have loaded, so that it never renders a missing id.
 */
export function withAreas<M>(areas: readonly Area[], module: Promise<M>): Promise<M> {
  return Promise.all([module, requireAreas(areas)]).then(([loaded]) => loaded);
}
