import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ProfilePage } from '@/client/features/supplier-profile/components/profile-page';

// Spec 2.2: supplierInfo (enterprise profile, i18n enterpriseInformation) shares the supplier screen.
export const Route = createFileRoute('/_app/supplierDeclaration/supplierInfo')({
  staticData: {
    title: 'profile:title.enterpriseInformation',
    i18n: 'profile:title.enterpriseInformation',
    type: 'declarationFirst',
  },
  component: SupplierInfoRoute,
});

function SupplierInfoRoute() {
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  return (
    <ProfilePage
      userId={info?.id ?? ''}
      departId={info?.departId ?? ''}
      titleKey="title.enterpriseInformation"
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
