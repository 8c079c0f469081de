import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ProfilePage } from '@/client/features/supplier-profile/components/profile-page';

export const Route = createFileRoute('/_app/supplierDeclaration/supplier')({
  staticData: { title: 'profile:title.supplier', type: 'declarationFirst' },
  component: SupplierProfileRoute,
});

// The profile feature does not know about sessions: the route hands it the user and organisation.
function SupplierProfileRoute() {
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  return (
    <ProfilePage
      userId={info?.id ?? ''}
      departId={info?.departId ?? ''}
      titleKey="title.supplier"
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
