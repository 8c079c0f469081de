import { Badge, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { syncState } from '@/client/data/sync-state';

export interface SyncBadgeProps {
  /** Usually navigates to /syncCentre. */
  onClick?: () => void;
  /** Show only the count, without the words 'Sync centre'. */
  compact?: boolean;
}

/** Top-bar entry to the sync centre: how many changes wait or were rejected; red once any was rejected. */
export function SyncBadge({ onClick, compact = false }: SyncBadgeProps) {
  const { t } = useTranslation('sync');
  const { pending, rejected } = useSnapshot(syncState);
  const count = pending + rejected;
  const label = t('badge.label', { pending, rejected });
  if (compact && count === 0) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid="sync-badge"
    >
      {compact ? null : t('title')}
      {count > 0 ? (
        <Badge
          variant="solid"
          colorPalette={rejected > 0 ? 'red' : 'blue'}
          borderRadius="full"
          data-testid="sync-badge-count"
          data-rejected={rejected > 0 ? '' : undefined}
        >
          {count}
        </Badge>
      ) : null}
    </Button>
  );
}
