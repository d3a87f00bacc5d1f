/**
 * The malformed-reply sweep: for every GET path of the contract, the page that reads it survives a
 * reply whose payload drifted from the contract — `data` null, `{}`, every field's type swapped,
 * every optional field dropped or null, unknown keys everywhere (tests/utils/reply-mutations.ts
 * makes them from the real reply, which `page.route` fetches from the mock).
 *
 * Surviving means: no error screen (the root's or a page's crash panel), no uncaught page error, no
 * `undefined`, `NaN`, `null` or `[object Object]` in the page's text, nothing left loading; instead
 * the section's own failure state with Retry, or the page working without a background call, or the
 * data it could use.
 *
 * One page load per path and kind of mutation is enough. A payload the schema refuses never reaches
 * the page: the request layer (src/lib/request/reply.ts) fails the call with the same 'contract'
 * error whatever the mismatch is, so every refused variant of one kind — and every refused kind —
 * shows the page the same failed call; one field type swapped alone or all of them at once is the
 * same load. A payload the schema accepts reaches the page as the schema's output: a field absent
 * or null is `undefined` there either way (src/contract/schema.ts `optional`) and unknown keys are
 * dropped, so the loads with every accepted drop (d) and every accepted null (e) at once show the
 * page every field absent that it may meet absent. tests/unit/contract/reply-mutations.test.ts proves
 * that for every field of a real reply of every GET path: dropped or nulled alone, the schema
 * refuses it (a failed call, as above) or its output for that field is what (d)/(e) give. A kind
 * that leaves the real reply as it is (nothing of it may be absent) is not loaded: that load is the
 * real one. So is, on a page whose failure has Retry, a kind the schema reads back as the real reply
 * (unknown keys dropped): the page got exactly that when Retry brought the real reply.
 */
import { readFileSync } from 'node:fs';

import * as v from 'valibot';

import { API_PREFIX } from '../../src/contract/http';
import { contractCall, contractGets } from '../utils/contract-calls';
import {
  accepts,
  mutationOf,
  optionalFields,
  MUTATION_KINDS,
  type Json,
  type MutationKind,
} from '../utils/reply-mutations';
import { expect, storageStatePath, test } from './fixtures';
import { pageReaders, retryButton, unreadPaths, type PageReader } from './malformed-readers';
import { catalogues, escapeRegExp } from './texts';

import type { Page } from '@playwright/test';

const t = catalogues['zh-CN'];

/**
 * The crash panels: a page's (layout.error.title), the root's, and a section's that threw while
 * rendering (layout.section.failed): none is a section's own failure state.
 */
const CRASH_TEXTS = [
  t['layout.error.title'],
  t['layout.error.rootDescription'],
  t['layout.section.failed'],
];
/** What a value the page could not read turns into when it is written out anyway. */
const LEAKED_VALUE = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/;
/** Skeletons and spinners: a section still loading. */
const LOADING = '.ant-skeleton:visible, .ant-spin-spinning:visible';

/**
 * A refused reply fails its call as a server error would: the console names the call and the field
 * (lib/request/reply.ts) and a call that shows no failure itself toasts the contract error.
 */
const EXPECTED = new RegExp(
  `^console: \\[contract\\] GET |^toast: ${escapeRegExp(t['errors.contract'])}`,
);

// Waits that never end fail within the test's time.
test.use({ expectedProblems: EXPECTED, actionTimeout: 15_000 });

test('every GET path of the contract is in the table, read by a page or said where it is covered', () => {
  // The paths whose comment in paths.ts says GET are the GET rows of docs/api.md.
  const documented = [
    ...readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').matchAll(
      /^\| GET +\| `([^`]+)` +\|/gm,
    ),
  ].map(([, path]) => path);
  expect(contractGets.map((call) => call.path).sort()).toEqual(documented.sort());
  const listed = [
    ...pageReaders.map((reader) => reader.path),
    ...unreadPaths.map((row) => row.path),
  ];
  const gets = contractGets.map((call) => call.path);
  expect(
    gets.filter((path) => !listed.includes(path)),
    'GET paths missing from the table',
  ).toEqual([]);
  expect(
    listed.filter((path) => !gets.includes(path)),
    'rows for no GET path',
  ).toEqual([]);
  expect(new Set(listed).size, 'one row per path').toBe(listed.length);
  // Each row parses with its own path's schema, the one the app passes for that call.
  expect(
    pageReaders.filter((reader) => reader.schema !== contractCall(reader.path).schema),
    'rows whose schema is not their path’s',
  ).toEqual([]);
  // A quiet call's row says how the page still works without it.
  expect(
    pageReaders.filter((reader) => reader.failure === 'quiet' && !reader.works),
    'quiet rows without a check of the page working',
  ).toEqual([]);
});

/**
 * How the path under test is answered now, and what it answered in this round (a load, or a
 * Retry). A call asked in an earlier round (the page before a navigation) is answered but not
 * counted: its round is over.
 */
interface Answering {
  mode: 'real' | MutationKind;
  round: number;
  /** Settles once a call of this round has had its answer, or answering it failed. */
  answered: Promise<void>;
  settle: { answered: () => void; failed: (error: unknown) => void };
  /** The real payload of each call of this round. */
  real: Json[];
  /** What each call of this round got. */
  sent: Json[];
  /** Whether the schema accepted what each call of this round got. */
  accepted: boolean[];
  /** The calls of the whole test. */
  calls: number;
}

/** Starts a round answered as `mode`. */
function nextRound(answering: Answering, mode: Answering['mode']): void {
  let settle: Answering['settle'] = { answered: () => undefined, failed: () => undefined };
  const answered = new Promise<void>((answered, failed) => (settle = { answered, failed }));
  // A round nobody waits for (the test failed before) reports nothing more.
  answered.catch(() => undefined);
  Object.assign(answering, {
    mode,
    round: answering.round + 1,
    answered,
    settle,
    real: [],
    sent: [],
    accepted: [],
  });
}

/** A new test's answering, before its first round. */
function newAnswering(): Answering {
  const answering = { round: 0, calls: 0 } as Answering;
  nextRound(answering, 'real');
  return answering;
}

/** The browser's refusal to go on with a request once its page, context or session has closed. */
function isGone(error: unknown): boolean {
  return (
    error instanceof Error &&
    /has been disposed|has been closed|Target closed|Session closed|Invalid InterceptionId/i.test(
      error.message,
    )
  );
}

/** What the browser says of a response it paused (the fields read here). */
interface PausedResponse {
  requestId: string;
  request: { url: string };
  responseStatusCode?: number;
  responseHeaders?: { name: string; value: string }[];
}

function payloadKey(envelope: Record<string, unknown>): 'data' | 'result' {
  return envelope.data === undefined && 'result' in envelope ? 'result' : 'data';
}

/**
 * Answers every call of `reader.path` with the real reply, or its mutation of `answering.mode`.
 * The browser pauses the path's responses itself (the DevTools protocol's Fetch domain, at the
 * response stage): page.route would turn the page's HTTP cache off, and every one of a test's
 * loads would download and compile every script again — a third of the sweep's time.
 */
async function routeReplies(page: Page, reader: PageReader, answering: Answering): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const exact = new RegExp(`^[^?#]*${escapeRegExp(`${API_PREFIX}${reader.path}`)}(?:[?#]|$)`);
  const answer = async (paused: PausedResponse) => {
    const { round, mode, settle } = answering;
    const over = () => round !== answering.round;
    const { requestId } = paused;
    try {
      // The pattern's `*` also takes a longer path: that one passes as it is, as does a failure.
      if (!exact.test(paused.request.url) || paused.responseStatusCode !== 200) {
        return await session.send('Fetch.continueRequest', { requestId });
      }
      const { body, base64Encoded } = await session.send('Fetch.getResponseBody', { requestId });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      const envelope = JSON.parse(text) as Record<string, Json>;
      // A refusal passes as it is; a call of a page left behind is no longer heard.
      if (envelope.code !== 200 || over()) {
        return await session.send('Fetch.continueRequest', { requestId });
      }
      const key = payloadKey(envelope);
      const real = (envelope[key] ?? null) as Json;
      const sent = mode === 'real' ? real : mutationOf(reader.schema, real, mode);
      answering.calls += 1;
      answering.real.push(real);
      answering.sent.push(sent);
      answering.accepted.push(accepts(reader.schema, sent));
      await session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        // The body goes out as it is written here: no encoding, its own length.
        responseHeaders: (paused.responseHeaders ?? []).filter(
          (header) => !/^content-(encoding|length)$/i.test(header.name),
        ),
        body: Buffer.from(JSON.stringify({ ...envelope, [key]: sent })).toString('base64'),
      });
      settle.answered();
    } catch (error) {
      // The page that asked is gone: the next load began, or the test ended and its context
      // closed, which drops the answer fetched for it. Nothing is left to answer.
      if (over() || page.isClosed() || isGone(error)) return undefined;
      settle.failed(error);
    }
    return undefined;
  };
  session.on('Fetch.requestPaused', (paused) => void answer(paused));
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: `*${API_PREFIX}${reader.path}*`, requestStage: 'Response' }],
  });
}

/** The kinds that leave the data the page shows: the fields a page needs are required. */
const USABLE_KINDS: readonly MutationKind[] = ['optionalDropped', 'optionalNulled', 'extraKeys'];

/** What the schema reads `payloads` as: what the page gets of them. */
function readAs(reader: PageReader, payloads: Json[]): string {
  return JSON.stringify(payloads.map((payload) => v.parse(reader.schema, payload)));
}

/** Whether the schema reads what the calls got as what the real replies are. */
function sameOutputs(reader: PageReader, answering: Answering): boolean {
  return readAs(reader, answering.sent) === readAs(reader, answering.real);
}

/** Whether the schema accepts each real payload mutated as `kind` and reads it as the real one. */
function readsAsReal(reader: PageReader, reals: Json[], kind: MutationKind): boolean {
  const sent = reals.map((real) => mutationOf(reader.schema, real, kind));
  return (
    reals.length > 0 &&
    sent.every((payload) => accepts(reader.schema, payload)) &&
    readAs(reader, sent) === readAs(reader, reals)
  );
}

/** Nothing is loading any more: every section has its data, or has given up. */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator(LOADING), 'a section still loading').toHaveCount(0);
}

/**
 * The page survived: nothing loading forever, no crash panel, no leaked value, no uncaught error and
 * no render error caught by a boundary (the header's parts fail alone without a panel: the console
 * names them).
 */
async function expectSurvived(page: Page, uncaught: string[], caught: string[]): Promise<void> {
  await expectSettled(page);
  const text = await page.evaluate(() => document.body.innerText);
  for (const crash of CRASH_TEXTS) expect(text, 'an error screen').not.toContain(crash);
  expect(text.match(LEAKED_VALUE)?.[0], 'a value written out that the page could not read').toBe(
    undefined,
  );
  expect(uncaught, 'uncaught page errors').toEqual([]);
  expect(caught, 'console errors besides the refused call').toEqual([]);
}

/** The page's text, for the report of a failed step. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText).catch(() => '(no page)');
}

for (const reader of pageReaders) {
  test.describe(`${reader.path} on ${reader.where}`, () => {
    if (reader.as) test.use({ storageState: storageStatePath(reader.as) });

    test(`survives malformed replies (${reader.failure})`, async ({ page, request }) => {
      test.slow();
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      const refusals: string[] = [];
      const caught: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('[contract]')) refusals.push(message.text());
        else caught.push(message.text());
      });
      const answering = newAnswering();
      // Each load a first visit: nothing stored by the load before (the dictionaries' copy).
      if (reader.firstVisit) {
        await page.addInitScript(() => {
          // Not on the about:blank between loads, which has no storage.
          if (window.location.protocol.startsWith('http')) window.localStorage.clear();
        });
      }
      await routeReplies(page, reader, answering);
      const url = await reader.url({ request, page });
      const skipped = new Set<MutationKind>();
      let refusedLoaded = false;

      /** Opens the page answered as `mode`; resolves once the path was answered. */
      const load = async (mode: Answering['mode']) => {
        // The page before goes first: nothing of it runs into this load.
        await page.goto('about:blank');
        nextRound(answering, mode);
        uncaught.length = 0;
        refusals.length = 0;
        caught.length = 0;
        const { answered } = answering;
        if (reader.open) {
          await reader.open(page, url);
        } else {
          await page.goto(url);
          await reader.trigger?.(page);
        }
        await answered;
      };

      for (const kind of MUTATION_KINDS) {
        if (skipped.has(kind)) continue;
        await test.step(kind, async () => {
          try {
            await load(kind);
            await expectSettled(page);
            if (answering.accepted.every(Boolean)) {
              // The page has the schema's output: it shows what it could use. Absent, null and
              // unknown fields leave the rest of the data; so does a type swap the schema reads
              // back as the same value (a numeric id); an empty or null payload may leave nothing.
              if (USABLE_KINDS.includes(kind) || sameOutputs(reader, answering)) {
                await reader.sees(page, answering.sent);
              } else if (reader.works) {
                await reader.works(page);
              }
            } else {
              // A refused reply is a failed call: the console names it, the page shows the failure.
              await expect
                .poll(() => refusals.length, 'the console names the refused call')
                .toBeGreaterThan(0);
              if (reader.failure === 'retry') await expect(retryButton(page).first()).toBeVisible();
              else await reader.works?.(page);
              refusedLoaded = true;
            }
            await expectSurvived(page, uncaught, caught);

            if (kind === 'dataNull' && reader.failure === 'retry') {
              // The server heals: Retry asks again and the data shows.
              nextRound(answering, 'real');
              const { answered } = answering;
              await retryButton(page).first().click();
              await answered;
              await expectSettled(page);
              await reader.sees(page, answering.sent);
              await expectSurvived(page, uncaught, caught);
            }
          } catch (error) {
            await test.info().attach(`${kind}: the page's text`, {
              body: await pageText(page),
              contentType: 'text/plain',
            });
            throw error;
          }
        });
        if (kind === 'dataNull') {
          // Nothing of the real reply may be absent or null: (d) or (e) would load the real reply.
          const shapes = answering.real.map((real) => optionalFields(reader.schema, real));
          if (shapes.every((shape) => shape.droppable.length === 0)) skipped.add('optionalDropped');
          if (shapes.every((shape) => shape.nullable.length === 0)) skipped.add('optionalNulled');
          // A kind the schema reads back as the real reply for every call (unknown keys dropped)
          // gives the page what Retry just showed it: that load is the real one again.
          if (reader.failure === 'retry') {
            for (const later of MUTATION_KINDS) {
              if (readsAsReal(reader, answering.real, later)) skipped.add(later);
            }
          }
        }
        // Once a refused reply has been loaded, a kind the schema refuses for every real reply is
        // the same failed call again (see above): not loaded.
        if (refusedLoaded) {
          for (const later of MUTATION_KINDS) {
            const refused = answering.real.every(
              (real) => !accepts(reader.schema, mutationOf(reader.schema, real, later)),
            );
            if (refused && answering.real.length > 0) skipped.add(later);
          }
        }
      }
      expect(answering.calls, 'the page asked for the path').toBeGreaterThan(0);
    });
  });
}
