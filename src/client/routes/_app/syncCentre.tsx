import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { DraftRow } from '@/client/data/db-schema';
import { session } from '@/client/data/session';
import { PARTY_PROFILES } from '@/client/features/party-profiles/lib/kinds';
import { planDraftScreen } from '@/client/features/plans/queries';
import { PROFILE_FORM_ID } from '@/client/features/supplier-profile/lib/profile-form';
import { SyncCentre } from '@/client/features/sync/components/sync-centre';
import { PROJECT_FORM_ID, projectOfProjectDraft } from '@/client/features/projects/queries';
import { OFFER_FORM_ID, projectOfDraftKey, SIGNUP_FORM_ID } from '@/client/features/tender-common/queries';
import { CLARIFICATION_RELEASE_FORM_ID, releaseDraftSearch } from '@/shared/contracts/clarification-paths';
import { QUESTION_FORM_ID } from '@/shared/contracts/question-paths';
import { clarificationOfDraftKey, REPLY_FORM_ID } from '@/client/features/evaluation-clarifications/queries';
import { OBJECTION_FORM_ID } from '@/client/features/objections';
import { OBJECTION_ROUTES } from '@/shared/contracts/objection-paths';
import { SHEET_FORM_ID, sheetOfDraftKey } from '@/client/features/evaluation/queries';
import type { EvaluationStep } from '@/shared/codes/evaluation';
import { SHEET_ROUTES } from '@/shared/contracts/evaluation-paths';
import { PRICE_FORM_ID } from '@/client/features/negotiation/queries';
import { NEGOTIATION_ROUTES } from '@/shared/contracts/negotiation-paths';

export const Route = createFileRoute('/_app/syncCentre')({
  staticData: { title: 'sync:title' },
  component: SyncCentrePage,
});

/** The screen that opens each form's drafts (by the draft's formId); the screen restores the draft itself. */
const DRAFT_SCREENS: Readonly<Record<string, string>> = {
  [PROFILE_FORM_ID]: '/supplierDeclaration/supplier',
  [PARTY_PROFILES.buyer.kind.formId]: '/buyerManagement/editBuyer',
  [PARTY_PROFILES.agent.kind.formId]: '/agentManagement/editAgent',
  [PARTY_PROFILES.expert.kind.formId]: '/expert/perfectInfo',
  [QUESTION_FORM_ID]: '/procurement/procObjectionAdd',
  [OBJECTION_FORM_ID]: OBJECTION_ROUTES.add,
  // A round price refused (late): the enquiry screen shows the round with its draft.
  [PRICE_FORM_ID]: NEGOTIATION_ROUTES.supplier,
};

/** Forms of one project: their screen opens the draft of the project named in the draft's key. */
const PROJECT_DRAFT_SCREENS: Readonly<Record<string, string>> = {
  [SIGNUP_FORM_ID]: '/procurement/procurementContactsApply',
  [OFFER_FORM_ID]: '/procurement/proOfferSupplierContent',
};

// The sync feature does not know about sessions or screens: the route hands it the user and the links.
function SyncCentrePage() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  const openDraft = (draft: DraftRow) => {
    const plan = planDraftScreen(draft.formId, draft.draftKey);
    if (plan) {
      void navigate(plan);
      return true;
    }
    if (draft.formId === PROJECT_FORM_ID) {
      const id = projectOfProjectDraft(draft.draftKey);
      void navigate({ to: '/procurement/procProjectBase-add', search: id ? { id } : {} });
      return true;
    }
    if (draft.formId === CLARIFICATION_RELEASE_FORM_ID) {
      void navigate({
        to: '/procurement/procClarificationReleaseAdd',
        search: releaseDraftSearch(draft.draftKey),
      });
      return true;
    }
    if (draft.formId === REPLY_FORM_ID) {
      const id = clarificationOfDraftKey(draft.draftKey);
      void navigate({ to: '/procurement/procEvaluateClarifySupAdd', search: id ? { id } : {} });
      return true;
    }
    if (draft.formId === SHEET_FORM_ID) {
      const sheet = sheetOfDraftKey(draft.draftKey);
      const to = sheet ? SHEET_ROUTES[sheet.step as EvaluationStep] : undefined;
      if (sheet && to) {
        void navigate({ to, search: { projectId: sheet.projectId } });
        return true;
      }
    }
    const projectScreen = PROJECT_DRAFT_SCREENS[draft.formId];
    const projectId = projectOfDraftKey(draft.draftKey);
    if (projectScreen && projectId) {
      void navigate({ to: projectScreen, search: { projectId } });
      return true;
    }
    const to = DRAFT_SCREENS[draft.formId];
    if (!to) return false;
    void navigate({ to });
    return true;
  };
  return <SyncCentre userId={userId} onOpenDraft={openDraft} />;
}
