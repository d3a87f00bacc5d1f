/**
 * The shipment forms with the keyboard only (Tab and Shift+Tab, typing, arrows, Enter and Space; no
 * click, check or focus from script), in Chinese and in Arabic (right to left): the forwarder
 * confirms the booking of a paid FCL order (the SO number typed, a sailing chosen with the arrows, a
 * container added whose wrong check digit is named beside the field, then typed right) and records
 * the empty pick-up at the port's wall time. Where the focus lands after each save is checked, and
 * that it shows; what the server stored is read through the API.
 */
import { paths } from '../../src/config/paths';
import { API_PREFIX } from '../../src/contract/http';
import { ShipmentApi } from '../../src/contract/shipment/paths';
import { expect, JOURNEY_TIMEOUT_MS, test } from './fixtures';
import { call } from './fresh-account';
import { expectFocusKept, expectFocusVisible, tabTo, typeDate } from './keyboard';
import { logInAndOpen, paidShipment, pdf, type Party } from './shipment-parties';
import { catalogues, formatted, pattern } from './texts';

import type { Shipment } from '../../src/contract/shipment/types';
import type { APIRequestContext } from '@playwright/test';

const MINUTE = 60_000;

/** A wall time in Shanghai (the port of loading), as the milestone's picker takes it. */
const shanghai = (instant: number) =>
  new Date(instant + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** The shipment as the server has it, read by `party`. */
const storedShipment = (request: APIRequestContext, party: Party, shipmentNo: string) =>
  call<Shipment>(
    request.get(`${API_PREFIX}${ShipmentApi.detail}`, {
      params: { shipmentNo },
      headers: { token: party.token },
    }),
  );

for (const locale of ['zh-CN', 'ar-EG'] as const) {
  const t = catalogues[locale];
  const kind = (code: string) => t[`shipmentForms.kind.${code}` as keyof typeof t];

  test.describe(`${locale}: the shipment forms with the keyboard only`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the forwarder confirms the booking, records the empty pick-up and uploads the B/L draft; the shipper asks for a change', async ({
      page,
      browser,
      request,
    }) => {
      const { shipper, forwarder, shipmentNo } = await paidShipment(request);
      await logInAndOpen(page, forwarder, locale, paths.user.shipments.href({ shipmentNo }));
      const head = page.getByRole('region', {
        name: formatted(t['shipment.detail.title'], { shipmentNo }),
      });
      await expect(head).toContainText(t['shipment.status.awaiting_booking']);

      await test.step('confirms the booking: SO number, a sailing by arrows, a container number corrected', async () => {
        const booking = page.getByRole('region', { name: t['shipmentForms.booking.title'] });
        const soNumber = booking.getByLabel(t['shipmentForms.booking.no'], { exact: true });
        await tabTo(page, soNumber, { max: 80 });
        await expectFocusVisible(page);
        await page.keyboard.type('COSU6300123456');

        // The sailings: Tab stops on the first (none is chosen yet); ArrowDown chooses the next.
        const sailings = booking.getByRole('radiogroup', {
          name: t['shipmentForms.sailing.label'],
        });
        const radios = sailings.getByRole('radio');
        await expect(radios.nth(1)).toBeAttached();
        await tabTo(page, radios.first(), { max: 3 });
        await expect(radios.first()).not.toBeChecked();
        await page.keyboard.press('ArrowDown');
        await expect(radios.nth(1)).toBeChecked();
        await expect(radios.nth(1)).toBeFocused();
        await expectFocusVisible(page);
        const sailingId = await radios.nth(1).inputValue();

        // A container: Enter on "add" puts a row before the button; Shift+Tab goes back to its
        // number. CSQU3054383 is a real number: its check digit is 3.
        const add = booking.getByRole('button', { name: t['shipmentForms.container.add'] });
        await tabTo(page, add, { max: 5 });
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        const number = booking.getByLabel(
          formatted(t['shipmentForms.container.no'], { index: 1 }),
          { exact: true },
        );
        await tabTo(page, number, { back: true, max: 5 });
        await expectFocusVisible(page);
        await page.keyboard.type('CSQU3054384');
        const wrongDigit = formatted(t['shipmentForms.container.checkDigitExpected'], {
          expected: 3,
          typed: 4,
        });
        await expect(booking.getByText(wrongDigit)).toBeVisible();
        await expect(number).toHaveAttribute('aria-invalid', 'true');
        await expect(number).toHaveAccessibleDescription(pattern(wrongDigit));
        await page.keyboard.press('Backspace');
        await page.keyboard.type('3');
        await expect(number).toHaveValue('CSQU3054383');
        await expect(number).not.toHaveAttribute('aria-invalid', 'true');
        await expect(booking.getByText(wrongDigit)).toHaveCount(0);

        // Tab on to the form's button (past the type, the seal, remove and add); Space sends it.
        const submit = booking.getByRole('button', { name: t['shipmentForms.booking.submit'] });
        await tabTo(page, submit, { max: 8 });
        await expectFocusVisible(page);
        await page.keyboard.press('Space');
        await expect(page.getByText(t['shipmentForms.booking.done'])).toBeVisible();
        await expect(head).toContainText(t['shipment.status.booked']);
        // The form closed behind "change": the focus that was on its button is on the section.
        const changeSection = page.getByRole('region', {
          name: t['shipmentForms.booking.changeTitle'],
        });
        await expect(changeSection).toBeVisible();
        await expectFocusKept(page);
        await expect(changeSection).toBeFocused();
        await expectFocusVisible(page);

        const stored = await storedShipment(request, forwarder, shipmentNo);
        expect(stored.status).toBe('booked');
        expect(stored.booking).toMatchObject({
          bookingNo: 'COSU6300123456',
          sailingId,
          containers: [expect.objectContaining({ containerNo: 'CSQU3054383', type: '40HQ' })],
        });
      });

      // The pick-up's time is after the booking's (recorded now, to the second) and not after the
      // forwarder's clock, which is moved on past it.
      const emptyAt = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE;
      await page.clock.fastForward('03:00');
      const place = 'Yangshan depot 3';

      await test.step('records the empty pick-up: the wall time typed into the picker, the place', async () => {
        const section = page.getByRole('region', {
          name: formatted(t['shipmentForms.milestone.title'], { kind: kind('empty_picked_up') }),
        });
        const time = section.getByLabel(pattern(t['shipmentForms.time.label']));
        await tabTo(page, time);
        await expectFocusVisible(page);
        await typeDate(page, time, shanghai(emptyAt), 'Tab');
        const placeField = section.getByLabel(t['shipmentForms.place.label'], { exact: true });
        await tabTo(page, placeField, { max: 3 });
        await expectFocusVisible(page);
        await page.keyboard.type(place);
        // Enter in the last field sends the form.
        await page.keyboard.press('Enter');
        await expect(
          page.getByText(
            formatted(t['shipmentForms.milestone.done'], { kind: kind('empty_picked_up') }),
          ),
        ).toBeVisible();
        const timeline = page
          .getByRole('region', { name: t['shipment.section.timeline'] })
          .getByRole('group', { name: t['shipment.timeline.label'] });
        await expect(timeline).toContainText(place);
        await expect(head).toContainText(t['shipment.status.empty_picked_up']);
        // The next milestone's form took this one's place, and the focus.
        const next = page.getByRole('region', {
          name: formatted(t['shipmentForms.milestone.title'], { kind: kind('gated_in') }),
        });
        await expect(next).toBeVisible();
        await expectFocusKept(page);
        await expect(next).toBeFocused();
        await expectFocusVisible(page);

        const stored = await storedShipment(request, forwarder, shipmentNo);
        expect(stored.status).toBe('empty_picked_up');
        const recorded = stored.milestones.find(
          (milestone) => milestone.kind === 'empty_picked_up',
        );
        expect(recorded).toMatchObject({ place, zone: 'Asia/Shanghai', recordedBy: 'payee' });
        expect(Date.parse(recorded?.at ?? '')).toBe(emptyAt);
      });

      const draftName = 'BL-draft-v1.pdf';
      await test.step('uploads the B/L draft: the file chosen from the keyboard, the form sent with Enter', async () => {
        const upload = page.getByRole('form', { name: t['shipmentForms.documents.add'] });
        // The B/L draft is the kind proposed; Space on it keeps it.
        const draftKind = upload.getByRole('radio', { name: t['shipmentForms.document.bl_draft'] });
        await tabTo(page, draftKind);
        await expect(draftKind).toBeChecked();
        await page.keyboard.press('Space');
        await expect(draftKind).toBeChecked();
        await expectFocusVisible(page);

        // Enter on "choose a file" opens the browser's file chooser. Waiting for it turns on
        // Playwright's interception of choosers, which is not awaited: it starts before the
        // round trips of reaching the control, so that it is on when Enter is pressed (started
        // just before the key, a loaded machine pressed it first and the chooser went unseen).
        const chooser = page.waitForEvent('filechooser');
        const choose = upload.getByRole('button', { name: t['shipmentForms.file.choose'] });
        await tabTo(page, choose.first(), { max: 5 });
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await (await chooser).setFiles(pdf(draftName));
        await expect(upload.getByRole('link', { name: draftName })).toBeVisible();

        const submit = upload.getByRole('button', { name: t['shipmentForms.documents.submit'] });
        await tabTo(page, submit, { max: 8 });
        await expectFocusVisible(page);
        await page.keyboard.press('Enter');
        await expect(
          page.getByText(
            formatted(t['shipmentForms.documents.done'], {
              kind: t['shipmentForms.document.bl_draft'],
            }),
          ),
        ).toBeVisible();
        // The draft in review is no kind to add now: the form started again without it, and the
        // focus that was on its button is on the documents' section.
        await expect(draftKind).toHaveCount(0);
        await expectFocusKept(page);
        await expect(
          page.getByRole('region', { name: t['shipmentForms.documents.title'] }),
        ).toBeFocused();
        await expectFocusVisible(page);

        const stored = await storedShipment(request, forwarder, shipmentNo);
        const draft = stored.documents.find((document) => document.kind === 'bl_draft');
        expect(draft).toMatchObject({ review: 'in_review' });
        expect(draft?.versions.map((version) => version.name)).toEqual([draftName]);
      });

      await test.step('the shipper, in its own browser, asks for a change with a comment', async () => {
        const desk = await browser.newPage({ storageState: { cookies: [], origins: [] } });
        await logInAndOpen(desk, shipper, locale, paths.user.shipments.href({ shipmentNo }));
        const review = desk.getByRole('region', {
          name: formatted(t['shipmentForms.review.title'], { version: 1 }),
        });
        const comment = review.getByLabel(t['shipmentForms.review.comment'], { exact: true });
        await tabTo(desk, comment, { max: 80 });
        await expectFocusVisible(desk);
        const wanted = 'Notify party: add the phone number';
        await desk.keyboard.type(wanted);
        // Enter in the comment is a new line: Tab on to "ask for changes" (past "approve").
        const ask = review.getByRole('button', { name: t['shipmentForms.review.askChanges'] });
        await tabTo(desk, ask, { max: 4 });
        await expectFocusVisible(desk);
        await desk.keyboard.press('Enter');
        await expect(desk.getByText(t['shipmentForms.review.changesSent'])).toBeVisible();
        // The review answered goes: the focus that was on its button is on the documents' section.
        await expect(review).toHaveCount(0);
        await expectFocusKept(desk);
        await expect(
          desk.getByRole('region', { name: t['shipmentForms.documents.title'] }),
        ).toBeFocused();
        await expectFocusVisible(desk);

        const stored = await storedShipment(request, shipper, shipmentNo);
        const draft = stored.documents.find((document) => document.kind === 'bl_draft');
        expect(draft).toMatchObject({
          review: 'changes_requested',
          reviews: [expect.objectContaining({ version: 1, decision: 'changes', comment: wanted })],
        });
        await desk.context().close();
      });
    });
  });
}
