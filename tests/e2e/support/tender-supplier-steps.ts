import type { Page } from 'playwright-core';
import { PROJECT_RULE_PATHS } from '@/shared/contracts/project-rule-paths';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { field } from './form-fields';

const DAY = 86_400_000;

type Call = <T>(path: string, data: unknown) => Promise<T>;

export const badgeCount = (page: Page) => page.getByTestId('sync-badge-count');
export const tenderRow = (page: Page, name: string) =>
  page.getByTestId('open-tender-row').filter({ hasText: name });

/** Fills the supplier's signup form (procurementContactsApply). */
export async function fillSignup(
  page: Page,
  values: { name: string; phone: string; email: string; remark: string },
) {
  await field(page, 'Contact name').fill(values.name);
  await field(page, 'Contact phone').fill(values.phone);
  await field(page, 'Contact email').fill(values.email);
  await field(page, 'Remark').fill(values.remark);
}

/** A buyer creates and publishes a project through the calls its screens make; quote end in 8 days. */
export async function publishProject(asBuyer: Call, name: string, signupEnd: number): Promise<string> {
  const project = await asBuyer<{ id: string }>(TENDER_PATHS.projectSave, {
    name,
    tenderMethod: '01',
    budget: '250000',
    description: 'E2E project',
    signupEndTime: new Date(signupEnd).toISOString(),
    quoteEndTime: new Date(Date.now() + 8 * DAY).toISOString(),
  });
  await giveRulesAndNotice(asBuyer, project.id);
  for (const action of ['submit', 'approve', 'publish'])
    await asBuyer(TENDER_PATHS.projectTransition, { id: project.id, action });
  return project.id;
}

/**
 * Rules and a notice through the rules screens' calls: publication needs both (issue 16). A project
 * opened with fewer valid offers than `minValidOffers` fails (09) at its opening (issue 18).
 */
export async function giveRulesAndNotice(
  asBuyer: Call,
  projectId: string,
  minValidOffers = 3,
): Promise<void> {
  await asBuyer(PROJECT_RULE_PATHS.save, {
    projectId,
    evaluationMethod: '00',
    priceMethod: '00',
    criteria: [],
    qualification: 'E2E qualification',
    hasBail: false,
    hasDocumentFee: false,
    minValidOffers,
    signupStartTime: new Date().toISOString(),
    questionEndTime: new Date(Date.now() + 7 * DAY).toISOString(),
  });
  await asBuyer(PROJECT_RULE_PATHS.noticeSave, { projectId, title: 'E2E notice', html: '<p>E2E notice</p>' });
}
