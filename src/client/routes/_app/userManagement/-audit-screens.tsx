import { useNavigate, useSearch } from '@tanstack/react-router';
import type { AuditDetailSearch } from './-audit-search';
import { AuditDetailPage } from '@/client/features/profile-audit/components/audit-detail-page';
import { AuditListPage } from '@/client/features/profile-audit/components/audit-list-page';
import { PROFILE_AUDIT_ROUTES, type ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';

// Not a route (the '-' prefix): the four audit lists and details differ only in their profile kind.

// Route files name these inside their own component functions, so the router's code splitting moves
// them (and the feature with its schemas) out of the first screen's bundle.

export function AuditListScreen({ kind }: { kind: ProfileAuditKind }) {
  const navigate = useNavigate();
  return (
    <AuditListPage
      kind={kind}
      onOpen={(ownerId) => void navigate({ to: PROFILE_AUDIT_ROUTES[kind].detail, search: { ownerId } })}
    />
  );
}

export function AuditDetailScreen({ kind }: { kind: ProfileAuditKind }) {
  const navigate = useNavigate();
  // Validated by the route's auditDetailSearch.
  const { ownerId = '' } = useSearch({ strict: false }) as Partial<AuditDetailSearch>;
  return (
    <AuditDetailPage
      key={ownerId}
      kind={kind}
      ownerId={ownerId}
      onBack={() => void navigate({ to: PROFILE_AUDIT_ROUTES[kind].list })}
    />
  );
}
