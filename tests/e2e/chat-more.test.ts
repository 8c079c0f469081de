import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { type Browser, launchBrowser } from './support/browser';
import { BUYER, EXPERT, poll, query, sendThroughApi, texts, type } from './support/chat-peers';
import { signIn } from './support/sign-in';

describe('chat: voice, history beyond 100, failed messages, friends and group members', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyerBrowser: Browser;
  let expertBrowser: Browser;
  let buyer: Page;
  let expert: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    buyerBrowser = await launchBrowser({ locale: 'en-US', fakeMicrophone: true });
    expertBrowser = await launchBrowser({ locale: 'en-US' });
    ({ page: buyer } = await signIn({ browser: buyerBrowser, baseUrl, dataDir }, BUYER.path, BUYER.login));
    ({ page: expert } = await signIn(
      { browser: expertBrowser, baseUrl, dataDir },
      EXPERT.path,
      EXPERT.login,
    ));
    await buyer.getByTestId('home-greeting').waitFor();
    await expert.getByTestId('home-greeting').waitFor();
    for (const login of [BUYER.login, EXPERT.login])
      ids[login] = query<{ id: string }>(dataDir, 'select id from users where login_name = ?', login).id;
  });
  afterAll(async () => {
    await buyerBrowser?.close();
    await expertBrowser?.close();
  });

  const befriend = async () => {
    await buyer.goto(`${baseUrl}/evalChat/chat/friend`);
    await buyer.getByTestId('user-search-input').fill(EXPERT.phone);
    await buyer.getByTestId('user-search-submit').click();
    await buyer
      .getByTestId('user-search-result')
      .filter({ hasText: EXPERT.name })
      .getByTestId('user-search-add')
      .click();
    await buyer.getByTestId('toast-success').getByText('added friend').first().waitFor();
    await expert.goto(`${baseUrl}/evalChat/chat/friend`);
    await expert
      .getByTestId('friend-request')
      .filter({ hasText: BUYER.name })
      .getByTestId('friend-accept')
      .click();
    await expert.getByTestId('friend-item').filter({ hasText: BUYER.name }).waitFor();
  };

  const openChatWith = async (page: Page, name: string) => {
    await page.getByTestId('chat-menu-00').click();
    await page.getByTestId('chat-list-item').filter({ hasText: name }).click();
    await page.getByTestId('chat-box-title').getByText(name).waitFor();
  };

  it('loads history older than the newest 100 from the server when scrolled to the top', async () => {
    await befriend();
    const token = (await expertBrowser.context.cookies()).find((c) => c.name === TOKEN_NAME)?.value;
    expect(token).toBeTruthy();
    const seeded = Array.from({ length: 130 }, (_, k) => `history ${String(k + 1).padStart(3, '0')}`);
    await sendThroughApi(baseUrl, token as string, ids[BUYER.login] as string, seeded);

    await buyer.goto(`${baseUrl}/evalChat/chat`);
    await openChatWith(buyer, EXPERT.name);
    await buyer.getByTestId('chat-messages').getByText('history 130').waitFor();
    await poll(() => texts(buyer)).toEqual(seeded.slice(30));

    // Scrolling to the top loads the 30 older ones, in order, each once.
    await buyer.getByTestId('chat-load-older').waitFor();
    await buyer.getByTestId('chat-messages').evaluate((el) => {
      el.scrollTop = 0;
    });
    await buyer.getByTestId('chat-history-start').waitFor();
    expect(await texts(buyer)).toEqual(seeded);
    // The view stays where the reader was: the first message is above the fold.
    expect(await buyer.getByTestId('chat-messages').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // Older pages are not kept on the device: after a reload the newest 100 are shown again.
    await buyer.reload();
    await buyer.getByTestId('chat-messages').getByText('history 130').waitFor();
    await poll(() => texts(buyer)).toEqual(seeded.slice(30));
    // The button itself (no scrolling, which would load on its own).
    await buyer.getByTestId('chat-load-older').dispatchEvent('click');
    await buyer.getByTestId('chat-history-start').waitFor();
    expect(await texts(buyer)).toEqual(seeded);
  });

  it('records a voice message with the microphone, sends it and the peer can play it', async () => {
    await buyer.getByTestId('voice-record').click();
    await buyer.getByTestId('voice-recording').waitFor();
    await poll(async () =>
      Number(await buyer.getByTestId('voice-elapsed').getAttribute('data-seconds')),
    ).toBeGreaterThanOrEqual(2);
    await buyer.getByTestId('voice-send').click();
    await buyer.getByTestId('voice-record').waitFor();
    await buyer
      .getByTestId('chat-message')
      .filter({ has: buyer.getByTestId('message-voice') })
      .and(buyer.locator('[data-state="sent"]'))
      .waitFor();

    await expert.goto(`${baseUrl}/evalChat/chat`);
    await openChatWith(expert, BUYER.name);
    const voice = expert.getByTestId('message-voice');
    await voice.waitFor();
    expect(Number(await voice.getAttribute('data-seconds'))).toBeGreaterThanOrEqual(2);
    const src = (await voice.locator('audio').getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/bidprocurement\/vim-chat\/api\/sys\/files\//);
    const served = await expert.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength };
    }, src);
    expect(served.type).toBe('audio/webm');
    expect(served.size).toBeGreaterThan(1000);
    expect(
      query<{ n: number }>(dataDir, "select count(*) as n from chat_messages where message_type = '3'").n,
    ).toBe(1);

    // Hold to talk: pressing records, releasing sends.
    const mic = await buyer.getByTestId('voice-record').boundingBox();
    if (!mic) throw new Error('no microphone button');
    await buyer.mouse.move(mic.x + mic.width / 2, mic.y + mic.height / 2);
    await buyer.mouse.down();
    await poll(async () =>
      Number(await buyer.getByTestId('voice-elapsed').getAttribute('data-seconds')),
    ).toBeGreaterThanOrEqual(1);
    await buyer.mouse.up();
    await poll(() =>
      buyer
        .locator('[data-testid="chat-message"][data-state="sent"]')
        .filter({ has: buyer.getByTestId('message-voice') })
        .count(),
    ).toBe(2);
    await expert.getByTestId('message-voice').nth(1).waitFor();

    // Cancelling a recording sends nothing.
    await buyer.getByTestId('voice-record').click();
    await buyer.getByTestId('voice-cancel').click();
    await buyer.getByTestId('voice-record').waitFor();
    expect(await buyer.getByTestId('message-voice').count()).toBe(2);
    expect(
      query<{ n: number }>(dataDir, "select count(*) as n from chat_messages where message_type = '3'").n,
    ).toBe(2);
  });

  it('removes a friend after confirming; a message refused meanwhile is retried later and delivered once', async () => {
    await expert.getByTestId('chat-menu-01').click();
    await expert.getByTestId('friend-item').filter({ hasText: BUYER.name }).click();
    await expert.getByTestId('user-card').getByTestId('friend-remove').click();
    await expert.getByTestId('confirm-dialog').getByText(BUYER.name).waitFor();
    await expert.getByTestId('confirm-ok').click();
    await expert.getByTestId('toast-success').getByText('The friend was removed').waitFor();
    await expert.getByTestId('user-card').getByTestId('user-card-add').waitFor();
    await poll(() => expert.getByTestId('friend-item').count()).toBe(0);

    // The buyer still has the chat open and writes: the server refuses it, nothing typed is lost.
    await type(buyer, 'Sent while not friends');
    const failed = buyer.locator('[data-testid="chat-message"][data-state="failed"]');
    await failed.filter({ hasText: 'Sent while not friends' }).waitFor();
    await failed.getByText('You can only send messages to your friends').waitFor();
    expect(
      query<{ n: number }>(
        dataDir,
        'select count(*) as n from chat_messages where content = ?',
        'Sent while not friends',
      ).n,
    ).toBe(0);

    // Friends again; the refused message survives the trip through other screens and a reload.
    await expert.getByTestId('user-card').getByTestId('user-card-add').click();
    await buyer.goto(`${baseUrl}/evalChat/chat/friend`);
    await buyer
      .getByTestId('friend-request')
      .filter({ hasText: EXPERT.name })
      .getByTestId('friend-accept')
      .click();
    await buyer.getByTestId('friend-item').filter({ hasText: EXPERT.name }).waitFor();
    await openChatWith(buyer, EXPERT.name);
    await failed.filter({ hasText: 'Sent while not friends' }).waitFor();
    await buyer.reload();
    await failed.filter({ hasText: 'Sent while not friends' }).getByTestId('chat-retry').click();
    await buyer
      .locator('[data-testid="chat-message"][data-state="sent"]')
      .filter({ hasText: 'Sent while not friends' })
      .waitFor();
    expect(await failed.count()).toBe(0);

    await openChatWith(expert, BUYER.name);
    await expert.getByTestId('chat-messages').getByText('Sent while not friends').waitFor();
    expect((await texts(expert)).filter((t) => t === 'Sent while not friends')).toHaveLength(1);
    expect(
      query<{ n: number }>(
        dataDir,
        'select count(*) as n from chat_messages where content = ?',
        'Sent while not friends',
      ).n,
    ).toBe(1);

    // Discarding another refused message removes it for good.
    await expert.getByTestId('chat-menu-01').click();
    await expert.getByTestId('friend-item').filter({ hasText: BUYER.name }).click();
    await expert.getByTestId('friend-remove').click();
    await expert.getByTestId('confirm-ok').click();
    await expert.getByTestId('user-card-add').waitFor();
    await type(buyer, 'Never mind');
    await failed.filter({ hasText: 'Never mind' }).getByTestId('chat-discard').click();
    await poll(() => buyer.getByTestId('chat-message').filter({ hasText: 'Never mind' }).count()).toBe(0);
    await buyer.reload();
    await buyer.getByTestId('chat-box').waitFor();
    expect(await buyer.getByTestId('chat-message').filter({ hasText: 'Never mind' }).count()).toBe(0);
    // Friends again for the group cases.
    await expert.getByTestId('user-card-add').click();
    await buyer.goto(`${baseUrl}/evalChat/chat/friend`);
    await buyer
      .getByTestId('friend-request')
      .filter({ hasText: EXPERT.name })
      .getByTestId('friend-accept')
      .click();
    await buyer.getByTestId('friend-item').filter({ hasText: EXPERT.name }).waitFor();
  });

  it('the owner adds a member to an existing group, who then sees it, and removes them', async () => {
    await buyer.getByTestId('chat-menu-02').click();
    await buyer.getByTestId('group-new').click();
    await buyer.getByTestId('group-name').fill('Bridge team');
    await buyer.getByTestId('group-create-submit').click();
    const detail = buyer.getByTestId('group-detail');
    await detail.getByText('1 member').waitFor();
    await detail.getByTestId('group-add-members').click();
    const dialog = buyer.getByTestId('group-add-dialog');
    await dialog
      .getByTestId('group-add-candidate')
      .filter({ hasText: EXPERT.name })
      .getByTestId('group-add-user')
      .click();
    await buyer.getByTestId('toast-success').getByText('Added to the group').waitFor();
    await buyer.keyboard.press('Escape');
    await detail.getByTestId('group-members').getByText(EXPERT.name).waitFor();
    await detail.getByText('2 members').waitFor();

    await expert.getByTestId('chat-menu-02').click();
    await expert.getByTestId('group-item').filter({ hasText: 'Bridge team' }).waitFor();
    await expert.getByTestId('chat-menu-00').click();
    await expert.getByTestId('chat-list-item').filter({ hasText: 'Bridge team' }).waitFor();

    await detail
      .getByTestId('group-member-row')
      .filter({ hasText: EXPERT.name })
      .getByTestId('group-remove-member')
      .click();
    await buyer.getByTestId('confirm-ok').click();
    await buyer.getByTestId('toast-success').getByText('The member was removed').waitFor();
    await detail.getByText('1 member').waitFor();
    // The removed member's chat list follows at once (the server's notice), without a reload.
    await poll(() => expert.getByTestId('chat-list-item').filter({ hasText: 'Bridge team' }).count()).toBe(0);
    await expert.getByTestId('chat-menu-02').click();
    await expert.getByTestId('group-panel').waitFor();
    await poll(() => expert.getByTestId('group-item').filter({ hasText: 'Bridge team' }).count()).toBe(0);
  });

  it('someone finds a needCheck group, asks to join, and the owner approves', async () => {
    await buyer.getByTestId('group-new').click();
    const form = buyer.getByTestId('group-create');
    await form.getByTestId('group-name').fill('Audit panel');
    // New groups ask for the owner's approval by default.
    expect(await form.getByTestId('group-need-check').isChecked()).toBe(true);
    expect(await form.getByTestId('group-share-history').isChecked()).toBe(false);
    await form.getByTestId('group-create-submit').click();
    await buyer.getByTestId('group-detail').getByRole('heading', { name: 'Audit panel' }).waitFor();

    await expert.getByTestId('group-search-input').fill('audit');
    await expert.getByTestId('group-search-submit').click();
    await expert.getByTestId('group-search-result').filter({ hasText: 'Audit panel' }).click();
    const detail = expert.getByTestId('group-detail');
    await detail.getByTestId('group-join').getByText('Ask to join').click();
    await expert
      .getByTestId('toast-success')
      .getByText("Request sent: waiting for the owner's approval")
      .waitFor();
    await detail.getByText("Waiting for the owner's approval").waitFor();

    await buyer.reload();
    const approvals = buyer.getByTestId('group-approvals');
    await approvals.getByText(EXPERT.name).waitFor();
    await approvals.getByRole('button', { name: 'Approve' }).click();
    await buyer.getByTestId('group-members').getByText(EXPERT.name).waitFor();

    await expert.reload();
    await expert.getByTestId('group-detail').getByText('2 members').waitFor();
    await expert.getByTestId('group-chat').waitFor();
  });
});
