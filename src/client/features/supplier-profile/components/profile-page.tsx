import { useTranslation } from 'react-i18next';
import { ProfilePageShell } from '@/client/ui/profile/profile-page-shell';
import { type SupplierProfileView, supplierProfileSchema } from '@/shared/contracts/supplier-profile';
import { SUPPLIER_PROFILE_KIND, supplierValues } from '../lib/profile-form';
import { ProfileSections } from './profile-sections';

export interface ProfilePageProps {
  userId: string;
  /** The organisation of the session: a supplier maintains only its own profile. */
  departId: string;
  /** i18n key of the heading (supplier and supplierInfo share the screen under two titles). */
  titleKey: string;
  onOpenSyncCentre(): void;
}

/** /supplierDeclaration/supplier and supplierInfo: the supplier organisation's enterprise profile. */
export function ProfilePage({ userId, departId, titleKey, onOpenSyncCentre }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  return (
    <ProfilePageShell<SupplierProfileView>
      kind={SUPPLIER_PROFILE_KIND}
      schema={supplierProfileSchema}
      values={supplierValues}
      userId={userId}
      ownerId={departId}
      title={t(titleKey)}
      intro={t('intro')}
      ownerName={(view) => view.departName}
      testId="supplier-profile"
      onOpenSyncCentre={onOpenSyncCentre}
      sections={(form) => <ProfileSections form={form} />}
    />
  );
}
