// Part of `npm run bench`: the member pages Lighthouse measures signed in. A demo account logs in
// once through the login form (as the end-to-end tests do) in a browser profile of its own; each
// Lighthouse run then starts from a copy of that profile's local storage (the session's tokens)
// and nothing else, so every run is a first visit with an empty cache by a member who is signed in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { paths } from '../src/config/paths.ts';
import { loginAs, type DemoKind } from '../tests/e2e/fixtures.ts';

import type { Browser } from '../tests/tools/browser.ts';

/** A member page: its address, or the first link matching `link` on a page opened first. */
interface MemberPage {
  member: DemoKind;
  route?: string;
  found?: { from: string; link: string };
}

/** The demo shipper's open FCL tender, which the seed gives several bids. */
const OPEN_TENDER_WITH_BIDS = '5001';

/**
 * The member pages measured: the shipper's centre (with its dashboards), tenders, a tender's bid
 * comparison (its chart), orders, an order's payment, invoices, notifications, its shipments and
 * one shipment; the forwarder's centre (its dashboards) and bids.
 */
const MEMBER_PAGES: readonly MemberPage[] = [
  { member: 'shipper', route: paths.user.personalCenter.href() },
  { member: 'shipper', route: paths.business.myTenderBid.href() },
  {
    member: 'shipper',
    route: paths.business.myTenderBid.href({ tenderId: OPEN_TENDER_WITH_BIDS }),
  },
  { member: 'shipper', route: paths.business.payment.href() },
  {
    member: 'shipper',
    found: { from: paths.business.payment.href(), link: 'a[href*="orderNo="]' },
  },
  { member: 'shipper', route: paths.user.invoice.href() },
  { member: 'shipper', route: paths.user.notifications.href() },
  { member: 'shipper', route: paths.user.shipments.href() },
  {
    member: 'shipper',
    found: { from: paths.user.shipments.href(), link: 'a[href*="shipmentNo="]' },
  },
  { member: 'forwarder', route: paths.user.personalCenter.href() },
  { member: 'forwarder', route: paths.business.myBid.href() },
];

/** Where a profile keeps a site's local storage. */
const LOCAL_STORAGE = path.join('Default', 'Local Storage');

export interface SignedInPage {
  member: DemoKind;
  route: string;
  /** A new profile holding the member's session and nothing else; `dispose` removes it. */
  freshProfile: () => { dir: string; dispose: () => void };
}

/**
 * Logs each member in once (in `root/.bench/session-<member>`) and resolves the pages found by a
 * link; returns the pages with a way to start each Lighthouse run from the member's session.
 */
export async function signInMembers(
  root: string,
  browser: Browser,
  args: string[],
  sandbox: boolean,
  base: string,
): Promise<SignedInPage[]> {
  const pages: SignedInPage[] = [];
  // BENCH_PAGES (comma-separated parts of addresses) measures only the pages it names.
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const chosen = MEMBER_PAGES.filter(
    (page) => !only || only.some((part) => (page.route ?? page.found?.from ?? '').includes(part)),
  );
  const members = [...new Set(chosen.map((page) => page.member))];
  for (const member of members) {
    const session = path.join(root, '.bench', `session-${member}`);
    fs.rmSync(session, { recursive: true, force: true });
    const context = await chromium.launchPersistentContext(session, {
      executablePath: browser.executablePath,
      headless: true,
      args,
      chromiumSandbox: sandbox,
      baseURL: base,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await loginAs(page, member);
      for (const wanted of chosen.filter((entry) => entry.member === member)) {
        let route = wanted.route;
        if (wanted.found) {
          await page.goto(wanted.found.from);
          const href = await page.locator(wanted.found.link).first().getAttribute('href');
          if (!href) throw new Error(`no ${wanted.found.link} on ${wanted.found.from}`);
          route = href;
        }
        if (!route) throw new Error('a member page needs a route or a link to find it by');
        pages.push({
          member,
          route,
          freshProfile: () => {
            const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${member}-`));
            fs.cpSync(path.join(session, LOCAL_STORAGE), path.join(dir, LOCAL_STORAGE), {
              recursive: true,
            });
            return { dir, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
          },
        });
      }
    } finally {
      // Closing the profile writes its local storage to disk.
      await context.close();
    }
  }
  return pages;
}
