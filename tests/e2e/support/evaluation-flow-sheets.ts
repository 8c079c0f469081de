import type { Page } from 'playwright-core';
import { FLOW_E2E, type FlowSupplier } from './evaluation-flow-seed';

/** The expert's sheets of the evaluation flow e2e, filled with the marks of FLOW_E2E. */
export type Login = (typeof FLOW_E2E.experts)[number];
const DRIVE = '/procurement/evaluationLobbyDrive';
const SUPPLIERS = Object.keys(FLOW_E2E.suppliers) as FlowSupplier[];

const offerCard = (p: Page, key: FlowSupplier) =>
  p.getByTestId('sheet-offer').filter({ hasText: FLOW_E2E.suppliers[key] });

export async function fillComplianceCells(p: Page, login: Login) {
  await p.getByTestId('sheet-offer').nth(2).waitFor();
  const fails: Partial<Record<Login, string>> = FLOW_E2E.gammaFails;
  for (const key of SUPPLIERS) {
    const card = offerCard(p, key);
    const reason = key === 'gamma' ? fails[login] : undefined;
    if (reason) {
      await card.getByTestId('sheet-fail').click();
      await card.getByTestId('sheet-reason').fill(reason);
    } else {
      await card.getByTestId('sheet-pass').click();
    }
  }
}

export async function fillTechnicalCells(p: Page, login: Login) {
  await p.getByTestId('sheet-offer').nth(2).waitFor();
  for (const key of SUPPLIERS) {
    await offerCard(p, key).getByTestId('sheet-points').fill(FLOW_E2E.technical[login][key]);
  }
}

/** Opens a step's sheet from the drive, fills it and submits it (online). */
export async function fillSheet(p: Page, step: string, projectId: string, fill: () => Promise<void>) {
  await p.goto(`${new URL(p.url()).origin}${DRIVE}?projectId=${projectId}`);
  await p.getByTestId(`drive-step-${step}`).click();
  await fill();
  await p.getByTestId('sheet-submit').click();
}
