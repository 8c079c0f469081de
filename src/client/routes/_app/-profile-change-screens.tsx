import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ChangeDetailPage } from '@/client/features/profile-changes/components/change-detail-page';
import { ChangeListPage } from '@/client/features/profile-changes/components/change-list-page';
import type { ChangeKindName } from '@/client/features/profile-changes/lib/change-kinds';
import type { ChangeDetailSearch } from './-profile-change-search';

// Not a route (the '-' prefix): the change record screens of the four profiles (spec 2.2) hand the
// feature the session's organisation (supplier, buyer, agency) or user (expert), and the links.

function useOwnerId(kind: ChangeKindName): string {
  const info = useSnapshot(session).userInfo;
  return (kind === 'expert' ? info?.id : info?.departId) ?? '';
}

// Route files name these inside their own component functions, so the router's code splitting moves
// them (and the feature with its schemas) out of the first screen's bundle.
export function ChangeListScreen({ kind, detailPath }: { kind: ChangeKindName; detailPath: string }) {
  const ownerId = useOwnerId(kind);
  const navigate = useNavigate();
  return (
    <ChangeListPage
      kind={kind}
      ownerId={ownerId}
      onOpen={(change) =>
        void navigate({ to: detailPath, search: { version: change.version, field: change.field } })
      }
    />
  );
}

/** One save of a profile; the detail route hands over its search. */
export function ChangeDetailScreen(props: {
  kind: ChangeKindName;
  listPath: string;
  search: ChangeDetailSearch;
}) {
  const ownerId = useOwnerId(props.kind);
  const navigate = useNavigate();
  return (
    <ChangeDetailPage
      kind={props.kind}
      ownerId={ownerId}
      version={props.search.version}
      field={props.search.field}
      onBack={() => void navigate({ to: props.listPath })}
    />
  );
}
