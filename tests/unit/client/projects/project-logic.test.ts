import { describe, expect, it } from 'vitest';
import { formIdOf } from '@/client/data/db-schema';
import { clockOf, remainingUntil } from '@/client/features/projects/lib/deadline';
import { canActOnProject } from '@/client/features/projects/lib/project-actions';
import {
  emptyProjectValues,
  mergeDraft,
  PROJECT_FORM_ID,
  projectDraftKey,
  projectOfProjectDraft,
  projectToValues,
} from '@/client/features/projects/lib/project-form-values';
import { tenderProjectSaveSchema, type TenderProjectView } from '@/shared/contracts/tenders';
import { toZoneInput } from '@/shared/format/business-time';

const ZONE = 'Asia/Shanghai';

const QUOTE_END = '2026-12-10T08:00:00.000Z';
const BEFORE = Date.parse(QUOTE_END) - 1000;
const AFTER = Date.parse(QUOTE_END) + 1000;
const OPENED_AT = '2026-12-10T09:00:00.000Z';
const row = (status: string, openedAt: string | null = null) => ({
  status,
  quoteEndTime: QUOTE_END,
  openedAt,
});
const allowed = (status: string, now = BEFORE, openedAt: string | null = null) =>
  [
    'edit',
    'submit',
    'approve',
    'publish',
    'cancel',
    'openOffers',
    'confirmOpening',
    'openingRecord',
    'signups',
    'clarifications',
    'committee',
  ].filter((action) => canActOnProject(row(status, openedAt), action, now));

describe('project row actions by status', () => {
  it('offers each move only from the status it starts from', () => {
    expect(allowed('00')).toEqual(['edit', 'submit', 'cancel']);
    expect(allowed('01')).toEqual(['approve', 'cancel']);
    expect(allowed('02')).toEqual(['publish', 'cancel']);
    expect(allowed('08')).toEqual([]);
  });

  it('a row still reading 03 after its quote end (server clock) counts as closed: open, no cancel', () => {
    expect(allowed('03', BEFORE)).toEqual(['cancel', 'signups', 'clarifications', 'committee']);
    expect(allowed('03', AFTER)).toEqual(['openOffers', 'signups', 'clarifications', 'committee']);
  });

  it('in 04 offers the opening until it ran, then the confirmation and the record', () => {
    expect(allowed('04', AFTER)).toEqual(['openOffers', 'signups', 'clarifications', 'committee']);
    expect(allowed('04', AFTER, OPENED_AT)).toEqual([
      'confirmOpening',
      'openingRecord',
      'signups',
      'clarifications',
      'committee',
    ]);
  });

  it('after the confirmation (05 evaluating) and later only shows the record, no more moves', () => {
    expect(allowed('05', AFTER, OPENED_AT)).toEqual([
      'openingRecord',
      'signups',
      'clarifications',
      'committee',
    ]);
    expect(allowed('07', AFTER, OPENED_AT)).toEqual(['openingRecord', 'signups', 'clarifications']);
    // Cancelled after nothing was opened: no record to show.
    expect(allowed('08', AFTER)).toEqual([]);
  });

  it('offers the documents in every status but cancelled', () => {
    for (const status of ['00', '01', '02', '03', '04', '07'])
      expect(canActOnProject(row(status), 'documents', BEFORE), status).toBe(true);
    expect(canActOnProject(row('08'), 'documents', BEFORE)).toBe(false);
  });

  it('knows no other action', () => {
    expect(canActOnProject(row('00'), 'delete', BEFORE)).toBe(false);
  });
});

describe('deadline countdown', () => {
  const deadline = Date.parse(QUOTE_END);

  it('splits what is left into days and a clock', () => {
    const left = remainingUntil(deadline, deadline - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 300);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(left && clockOf(left)).toBe('03:04:05');
  });

  it('is over at the deadline itself, and for an unreadable one', () => {
    expect(remainingUntil(deadline, deadline)).toBeNull();
    expect(remainingUntil(deadline, deadline + 1)).toBeNull();
    expect(remainingUntil(Number.NaN, deadline)).toBeNull();
  });
});

const PROJECT: TenderProjectView = {
  id: 'p1',
  projectCode: 'BL-20261122-ABCD',
  name: 'Rails',
  tenderMethod: '01',
  budget: '1000.00',
  description: null,
  departId: 'd1',
  agencyOrgId: null,
  agencyName: null,
  departName: 'Buyer Org',
  status: '00',
  signupEndTime: '2026-12-01T08:00:00.000Z',
  quoteEndTime: QUOTE_END,
  publishedAt: null,
  cancelReason: null,
  openedAt: null,
  version: 1,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

describe('project form values', () => {
  it('shows stored times in the datetime inputs so that the shared schema gives the same instant back', () => {
    const values = projectToValues(PROJECT, ZONE);
    // Beijing wall time, whatever the zone of the machine running the test.
    expect(values.signupEndTime).toBe('2026-12-01T16:00');
    const parsed = tenderProjectSaveSchema(ZONE).parse(values);
    expect(parsed.signupEndTime).toBe(PROJECT.signupEndTime);
    expect(parsed.quoteEndTime).toBe(PROJECT.quoteEndTime);
    expect(parsed.id).toBe('p1');
    expect(values.description).toBe('');
  });

  it('leaves an unreadable time empty instead of "Invalid Date"', () => {
    expect(toZoneInput('not a date', ZONE)).toBe('');
    expect(toZoneInput(null, ZONE)).toBe('');
  });

  it('takes back only the known text fields of a draft, never its id', () => {
    const base = projectToValues(PROJECT, ZONE);
    const merged = mergeDraft(base, {
      id: 'other',
      name: 'Sleepers',
      budget: 5,
      extra: 'x',
      tenderMethod: '13',
    });
    expect(merged).toEqual({ ...base, name: 'Sleepers', tenderMethod: '13' });
    expect(mergeDraft(base, null)).toBe(base);
  });

  it('keeps one draft per project and one for a new project', () => {
    expect(projectDraftKey(undefined)).toBe('tenderProject:new');
    expect(projectDraftKey('p1')).toBe('tenderProject:p1');
    expect(emptyProjectValues().name).toBe('');
  });

  it('refuses a signup end after the quote end through the shared schema', () => {
    const result = tenderProjectSaveSchema(ZONE).safeParse({
      ...emptyProjectValues(),
      name: 'X',
      tenderMethod: '01',
      budget: '10',
      signupEndTime: '2026-12-11T08:00',
      quoteEndTime: '2026-12-10T08:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['signupEndTime']);
  });
});

describe('project drafts in the sync centre', () => {
  it('names the project of a draft key, none for a new project', () => {
    expect(projectOfProjectDraft(projectDraftKey('p1'))).toBe('p1');
    expect(projectOfProjectDraft(projectDraftKey(undefined))).toBeUndefined();
    expect(projectOfProjectDraft('tenderSignup:p1')).toBeUndefined();
    expect(formIdOf(projectDraftKey('p1'))).toBe(PROJECT_FORM_ID);
  });
});
