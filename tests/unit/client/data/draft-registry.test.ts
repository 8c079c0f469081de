import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_FORM_ID } from '@/client/features/construction-projects/lib/form-values';
import { PLAN_FORM_ID } from '@/client/features/plans/lib/plan-form-values';
import { PARTY_PROFILES } from '@/client/features/party-profiles/lib/kinds';
import { REGISTER_DRAFT_KEY } from '@/client/features/registration/hooks/use-register-draft';
import { PROFILE_FORM_ID } from '@/client/features/supplier-profile/lib/profile-form';
import { PROJECT_FORM_ID } from '@/client/features/projects/lib/project-form-values';
import { RULES_FORM_ID } from '@/client/features/project-rules/lib/rules-form-values';
import { OFFER_FORM_ID, SIGNUP_FORM_ID } from '@/client/features/tender-common/lib/tender-keys';
import { REPLY_FORM_ID } from '@/client/features/evaluation-clarifications/api/keys';
import { SHEET_FORM_ID } from '@/client/features/evaluation/api/keys';
import { OBJECTION_FORM_ID } from '@/client/features/objections/api/queue-objection';
import { CLARIFICATION_RELEASE_FORM_ID } from '@/shared/contracts/clarification-paths';
import { QUESTION_FORM_ID } from '@/shared/contracts/question-paths';

const CLIENT = path.resolve(import.meta.dirname, '../../../../src/client');

/**
 * Every form that keeps a draft, by the module that hands it to the one draft engine (useDraft) and the
 * form ids it serves. A new form (plans, objections, clarification answers, score sheets...) that uses
 * the engine fails this test until it is listed here, so it is seen; one that keeps its typing some
 * other way is caught below.
 */
const DRAFT_FORMS: Record<string, string[]> = {
  'ui/profile/use-profile-draft.ts': [
    PROFILE_FORM_ID,
    PARTY_PROFILES.buyer.kind.formId,
    PARTY_PROFILES.agent.kind.formId,
    PARTY_PROFILES.expert.kind.formId,
  ],
  'features/registration/hooks/use-register-draft.ts': [REGISTER_DRAFT_KEY],
  'features/projects/hooks/use-project-draft.ts': [PROJECT_FORM_ID],
  'features/construction-projects/hooks/use-construction-draft.ts': [CONSTRUCTION_FORM_ID],
  'features/plans/hooks/use-plan-draft.ts': [PLAN_FORM_ID],
  'features/project-rules/hooks/use-rules-draft.ts': [RULES_FORM_ID],
  'features/tender-common/hooks/use-tender-form.ts': [SIGNUP_FORM_ID, OFFER_FORM_ID],
  'features/questions/hooks/use-question-form.ts': [QUESTION_FORM_ID],
  'features/clarifications/hooks/use-release-form.ts': [CLARIFICATION_RELEASE_FORM_ID],
  // The letter's form and its full-page editor (fileContent-edit) keep one draft.
  'features/objections/hooks/use-objection-form.ts': [OBJECTION_FORM_ID],
  'features/objections/components/file-content-edit-page.tsx': [],
  'features/objections/hooks/use-answer-draft.ts': ['objection-answer'],
  'features/evaluation-clarifications/components/reply-page.tsx': [REPLY_FORM_ID],
  'features/evaluation/components/sheet-page.tsx': [SHEET_FORM_ID],
};

/** Modules that touch the drafts table themselves: outbox saves keeping the form they sent, sign-out. */
const DIRECT_DRAFT_WRITERS = [
  'data/drafts.ts',
  'data/profile-sync.ts',
  'features/offers/api/offer.ts',
  'features/signups/api/signup.ts',
  'features/plans/api/queue-plan-save.ts',
  'features/questions/api/queue-question.ts',
  'features/objections/api/queue-objection.ts',
  'features/auth/api/discard-unsynced.ts',
];

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('routeTree.gen'))
    .map((file) => file.split(path.sep).join('/'));
}

const read = (file: string) => fs.readFileSync(path.join(CLIENT, file), 'utf8');

describe('the draft registry', () => {
  const files = sources(CLIENT);

  it('lists every module that uses the draft engine', () => {
    const users = files.filter(
      (file) => file !== 'data/use-draft.ts' && /\buseDraft\s*[<(]/.test(read(file)),
    );
    expect(users.sort()).toEqual(Object.keys(DRAFT_FORMS).sort());
  });

  it('gives every form its own form id', () => {
    const ids = Object.values(DRAFT_FORMS).flat();
    expect(ids).toEqual([
      'supplierProfile',
      'buyerProfile',
      'agentProfile',
      'expertProfile',
      'register',
      'tenderProject',
      'constructionProject',
      'plan',
      'projectRules',
      'tenderSignup',
      'tenderOffer',
      'tenderQuestion',
      'clarificationRelease',
      'objection-letter',
      'objection-answer',
      'evaluationClarificationReply',
      'evaluationSheet',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves the drafts table to the engine and the listed outbox saves', () => {
    const writes =
      /\b(db|tx)\.drafts\.(put|add|update|delete|bulk\w+|clear)\(|\.drafts\.where\([^;]*\.(delete|modify)\(/;
    const writers = files.filter((file) => writes.test(read(file)));
    expect(writers.sort()).toEqual([...DIRECT_DRAFT_WRITERS].sort());
  });

  it('keeps typing out of other device stores (localStorage, kv) under a draft name', () => {
    const stray = files.filter(
      (file) =>
        !file.startsWith('data/') && /(localStorage|sessionStorage|kvSet)\([^)]*draft/i.test(read(file)),
    );
    expect(stray).toEqual([]);
  });
});
