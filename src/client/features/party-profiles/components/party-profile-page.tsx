import { useTranslation } from 'react-i18next';
import { ProfilePageShell } from '@/client/ui/profile/profile-page-shell';
import type { ExpertProfileView } from '@/shared/contracts/expert-profile';
import type { AgentProfileView, BuyerProfileView } from '@/shared/contracts/org-profile';
import { PARTY_PROFILES, type PartyKind } from '../lib/kinds';
import { ExpertSections } from './expert-sections';
import { OrgSections } from './org-sections';

export interface PartyProfilePageProps {
  kind: PartyKind;
  userId: string;
  /** The organisation of the session (buyer, agency) or the user (expert): only one's own profile. */
  ownerId: string;
  /** i18n key of the heading in party-profile (each screen and its twin have their own title). */
  titleKey: string;
  onOpenSyncCentre(): void;
}

type View = BuyerProfileView | AgentProfileView | ExpertProfileView;
const ownerName = (view: View) => ('departName' in view ? view.departName : view.userName);

/** /buyerManagement/editBuyer, /agentManagement/editAgent, /expert/perfectInfo and their twins. */
export function PartyProfilePage({
  kind,
  userId,
  ownerId,
  titleKey,
  onOpenSyncCentre,
}: PartyProfilePageProps) {
  const { t } = useTranslation('party-profile');
  const config = PARTY_PROFILES[kind];
  return (
    <ProfilePageShell<View>
      kind={config.kind}
      schema={config.schema}
      values={config.values}
      userId={userId}
      ownerId={ownerId}
      title={t(titleKey)}
      intro={t(kind === 'expert' ? 'intro.expert' : 'intro.org')}
      ownerName={ownerName}
      testId={`${kind}-profile`}
      onOpenSyncCentre={onOpenSyncCentre}
      sections={(form) =>
        kind === 'expert' ? (
          <ExpertSections form={form} />
        ) : (
          <OrgSections form={form} agency={kind === 'agent'} />
        )
      }
    />
  );
}
