import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { CHAT_WS_PATH } from '@/shared/contracts/chat';

// Two chat users of the demo data and helpers to drive and check their chats.
export const BUYER = { login: 'buyer01', path: '/buyerLogin', name: '王采购', phone: '13800000002' };
export const EXPERT = { login: 'expert01', path: '/expertLogin', name: '郑专家', phone: '13800000009' };

export function query<T>(dataDir: string, sql: string, ...params: unknown[]): T {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** Waits for a condition (up to 15 s: the machine may be busy). */
export const poll = <T>(check: () => Promise<T> | T) => expect.poll(check, { timeout: 15_000 });

export const texts = (page: Page) =>
  page.getByTestId('chat-messages').getByTestId('message-text').allTextContents();

export async function type(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

/** Sends messages through the chat service's own websocket API, as another client would. */
export async function sendThroughApi(baseUrl: string, token: string, toId: string, contents: string[]) {
  const url = `${baseUrl.replace(/^http/, 'ws')}${CHAT_WS_PATH}?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const acked = new Set<string>();
  const done = new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { code: number; message: { clientId?: string } };
      if (frame.code === 2 && frame.message.clientId) acked.add(frame.message.clientId);
      if (acked.size === contents.length) resolve();
    });
  });
  // One after another: the server handles a socket's frames in arrival order.
  contents.forEach((content, k) => {
    ws.send(
      JSON.stringify({ code: 2, message: { chatId: toId, chatType: 0, content, clientId: `seed-${k}` } }),
    );
  });
  await done;
  ws.close();
}
