import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAiPath } from '@/shared/contracts/assistant';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import { DEMO_OPENING_PROJECT_ID } from '@/server/db/seed/seed-opening-hall';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['buyer01', 'supplier01', 'supplier02', 'expert01', 'admin01'] as const;
type Name = (typeof USERS)[number];

/**
 * The tender assistant's "my openings today" (issue 18): the buyer side's projects opening within a day
 * or waiting for their opening (the demo's BL-DEMO-0401, offers closed ten minutes ago), with bidders and
 * sign-ins, linked to the project's hall; a bidder's the same with its own sign-in; others are declined.
 */
describe.each(TARGETS)('tender assistant: openings today on %s', (target) => {
  let t: TestApp;
  const token = {} as Record<Name, string>;
  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("lists the buyer side's openings today with bidders and sign-ins, linked to the hall", async () => {
    const a = await ask('buyer01', 'my openings today');
    expect(a).toMatchObject({ intent: 'opening.today', found: true });
    expect(a.content).toMatch(/project\(s\) open today or wait for their opening:/);
    expect(a.content).toMatch(
      /BL-DEMO-0401 [^:]+: quote end 2026-11-20 01:50 UTC, 2 bidder\(s\), 1 signed in/,
    );
    expect(a.sources).toContainEqual(
      expect.objectContaining({ route: `${R.hallDetail}?projectId=${DEMO_OPENING_PROJECT_ID}` }),
    );
    const zh = await ask('buyer01', '今天的开标', 'zh');
    expect(zh.intent).toBe('opening.today');
    expect(zh.content).toContain('2 家投标人，1 家已签到');
    const fr = await ask('buyer01', "mes ouvertures d'aujourd'hui", 'fr');
    expect(fr.content).toContain('2 soumissionnaire(s), 1 enregistré(s)');
  });

  it('gives a bidder its own openings with its sign-in; experts and administrators are left to others', async () => {
    expect((await ask('supplier01', 'my openings today')).content).toContain(
      'you have not signed in to the hall yet',
    );
    expect((await ask('supplier02', 'bid opening today')).content).toContain('you signed in to the hall');
    for (const who of ['expert01', 'admin01'] as const) {
      const a = await ask(who, 'my openings today');
      expect(a.intent).not.toBe('opening.today');
      expect(JSON.stringify(a)).not.toContain('BL-DEMO-0401');
    }
  });
});
