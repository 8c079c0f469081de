import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactNameSchema,
  contactPhoneSchema,
  amountSchema,
  nameSchema,
  requiredPhoneSchema,
} from '@/shared/validation/rules';
import { lineText } from '@/shared/contracts/profile-common';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * The demo seed is written straight to the tables, past the schemas: this keeps it inside the rules
 * the forms and routes apply (mobile prefixes and the 11-digit form, names, amounts as text).
 */
describe.each(TARGETS)('demo seed values pass the shared validators on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  const unchanged = (schema: { parse(v: unknown): unknown }, value: unknown) =>
    expect(schema.parse(value), String(value)).toBe(value);

  it('users: names and phones as stored', async () => {
    const users = await t.database.db.selectFrom('users').select(['name', 'phone']).execute();
    expect(users.length).toBeGreaterThan(5);
    for (const user of users) {
      unchanged(nameSchema, user.name);
      if (user.phone) unchanged(requiredPhoneSchema, user.phone);
    }
  });

  it('tender projects, signups and clarifications', async () => {
    const projects = await t.database.db.selectFrom('tender_projects').select(['name', 'budget']).execute();
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      unchanged(lineText(100), project.name);
      unchanged(amountSchema, project.budget);
    }
    const signups = await t.database.db
      .selectFrom('tender_signups')
      .select(['contact_name', 'contact_phone'])
      .execute();
    for (const signup of signups) {
      unchanged(contactNameSchema, signup.contact_name);
      unchanged(contactPhoneSchema, signup.contact_phone);
    }
    const titles = await t.database.db.selectFrom('tender_clarifications').select('title').execute();
    for (const { title } of titles) unchanged(lineText(200), title);
  });
});
