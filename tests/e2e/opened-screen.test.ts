import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sealOffer } from '@/shared/crypto/offer-seal';
import { openedScreenHref } from '@/shared/contracts/opened-screen';
import type { OfferKeyView } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { type Browser, launchBrowser } from './support/browser';
import { platformCall } from './support/platform-call';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { offersOf, setProjectDeadline } from './support/tender-db';
import { giveRulesAndNotice } from './support/tender-supplier-steps';

const DAY = 86_400_000;
const NAME = 'E2E opened screen: harbour cranes';

/**
 * The opened screen (issue 18): two suppliers send sealed offers; the buyer (desktop) and supplier01
 * (390 px phone) watch the project's opened screen; the buyer opens and both see the lines appear live,
 * without a reload, with prices in figures and capitals and the hash check; supplier01 confirms its line
 * and supplier02 disputes its own, and the buyer's screen shows both live. The screen of one project is
 * not a menu entry (the menu opens the list), so it gets the overflow and axe checks here.
 */
describe('the opened screen, live', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let phone: Browser;
  let second: Browser;
  let desk: Page;
  let page: Page;
  let projectId = '';
  const asBuyer = platformCall(() => buyer, baseUrl);
  const asS1 = platformCall(() => phone, baseUrl);
  const asS2 = platformCall(() => second, baseUrl);
  const lineOf = (p: Page, offerId: string) =>
    p.locator(`[data-testid="opened-line"][data-offer-id="${offerId}"]`);

  async function offer(as: typeof asS1, price: string) {
    const signup = await as<{ id: string }>(TENDER_PATHS.signupApply, {
      projectId,
      contactName: 'Screen Sun',
      contactPhone: '13800000051',
      contactEmail: 'screen@bidline.test',
    });
    await asBuyer(TENDER_PATHS.signupAudit, { id: signup.id, auditStatus: '01' });
    const key = await as<OfferKeyView>(TENDER_PATHS.offerKey, { projectId });
    const slot = { projectId, supplierDepartId: key.supplierDepartId ?? '', offerId: randomId() };
    const sealed = await sealOffer(key.publicKeyJwk, { totalPrice: price, deliveryDays: 25 }, slot);
    await as(TENDER_PATHS.offerSubmit, { projectId, sealed });
  }

  async function findings(p: Page) {
    const inFlight = trackRequests(p);
    await settle(p, inFlight);
    return [...(await overflowFindings(p)), ...(await axeFindings(p))];
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    ({ page: desk } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    phone = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page } = await signIn({ browser: phone, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    second = await launchBrowser({ locale: 'en-US' });
    await signIn({ browser: second, baseUrl, dataDir }, '/supplierLogin', 'supplier02');
    const project = await asBuyer<{ id: string }>(TENDER_PATHS.projectSave, {
      name: NAME,
      tenderMethod: '01',
      budget: '2000000',
      description: 'E2E opened screen',
      signupEndTime: new Date(Date.now() + 6 * DAY).toISOString(),
      quoteEndTime: new Date(Date.now() + 8 * DAY).toISOString(),
    });
    projectId = project.id;
    await giveRulesAndNotice(asBuyer, projectId, 2);
    for (const action of ['submit', 'approve', 'publish'])
      await asBuyer(TENDER_PATHS.projectTransition, { id: projectId, action });
    await offer(asS1, '1352000.50');
    await offer(asS2, '1298000.00');
    // Time passes: the quote end is now behind the server's clock.
    setProjectDeadline(dataDir, projectId, 'signup_end_time', new Date(Date.now() - 2 * 60_000));
    setProjectDeadline(dataDir, projectId, 'quote_end_time', new Date(Date.now() - 60_000));
  });
  afterAll(async () => {
    await second?.close();
    await phone?.close();
    await buyer?.close();
  });

  it('shows the waiting opening to the buyer and the bidder, without the sidebar', async () => {
    for (const p of [desk, page]) {
      await p.goto(`${baseUrl}${openedScreenHref(projectId)}`);
      await p.locator('[data-testid="opened-state"][data-state="due"]').waitFor();
      await p.getByTestId('opened-sealed').getByText('2 sealed offers wait to be opened').waitFor();
      await expect(p.getByTestId('opened-line').count()).resolves.toBe(0);
      // The bare layout: no shell sidebar or top bar.
      await expect(p.getByTestId('sidebar-entry').count()).resolves.toBe(0);
    }
  });

  it('the buyer opens; both screens show the lines live, in figures and capitals, with the hash check', async () => {
    await asBuyer(TENDER_PATHS.offerOpen, { projectId });
    const [s1, s2] = offersOf(dataDir, projectId);
    if (!s1 || !s2) throw new Error('two offers expected');
    for (const p of [desk, page]) {
      await p.locator('[data-testid="opened-state"][data-state="opened"]').waitFor();
      const mine = lineOf(p, s1.id);
      await mine.getByTestId('opened-price').getByText('¥ 1,352,000.50').waitFor();
      await mine.getByTestId('opened-capitals').getByText('壹佰叁拾伍万贰仟元伍角').waitFor();
      await mine.getByTestId('opened-hash').getByText('Receipt hash verified').waitFor();
      await lineOf(p, s2.id).getByTestId('opened-price').getByText('¥ 1,298,000.00').waitFor();
      await expect(p.getByTestId('opened-line').count()).resolves.toBe(2);
    }
    // Only the bidder's own line offers the answers.
    await expect(lineOf(page, s1.id).getByTestId('opened-confirm').count()).resolves.toBe(1);
    await expect(lineOf(page, s2.id).getByTestId('opened-confirm').count()).resolves.toBe(0);
    await expect(desk.getByTestId('opened-confirm').count()).resolves.toBe(0);
    expect(await findings(page)).toEqual([]);
    expect(await findings(desk)).toEqual([]);
  });

  it('the bidders confirm and dispute their lines; the buyer sees both live', async () => {
    const [s1, s2] = offersOf(dataDir, projectId);
    if (!s1 || !s2) throw new Error('two offers expected');
    await lineOf(page, s1.id).getByTestId('opened-confirm').click();
    await lineOf(page, s1.id).locator('[data-testid="opened-confirmation"][data-state="01"]').waitFor();
    await expect(lineOf(page, s1.id).getByTestId('opened-confirm').count()).resolves.toBe(0);
    await lineOf(desk, s1.id).locator('[data-testid="opened-confirmation"][data-state="01"]').waitFor();

    await second.context.newPage().then(async (p) => {
      await p.goto(`${baseUrl}${openedScreenHref(projectId)}`);
      await lineOf(p, s2.id).getByTestId('opened-dispute').click();
      await p.getByTestId('opened-dispute-send').click();
      await p.getByTestId('opened-dispute-dialog').getByText('Give the reason of the dispute').waitFor();
      await p.getByTestId('opened-dispute-reason-input').fill('The delivery days were read wrongly');
      await p.getByTestId('opened-dispute-send').click();
      await lineOf(p, s2.id).locator('[data-testid="opened-confirmation"][data-state="02"]').waitFor();
      await p.close();
    });
    await lineOf(desk, s2.id).locator('[data-testid="opened-confirmation"][data-state="02"]').waitFor();
    await lineOf(desk, s2.id).getByText('The delivery days were read wrongly').waitFor();
    // A reload reads the same record.
    await desk.reload();
    await lineOf(desk, s1.id).locator('[data-testid="opened-confirmation"][data-state="01"]').waitFor();
    await lineOf(desk, s2.id).locator('[data-testid="opened-confirmation"][data-state="02"]').waitFor();
  });
});
