import { Badge, Box, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

function BellGlyph() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The top bar's bell with the unread count (a phone's header keeps it too). */
export function BellButton({
  unread,
  onClick,
  expanded,
}: {
  unread: number;
  onClick(): void;
  expanded?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Box position="relative" flexShrink="0">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={expanded ?? false}
        onClick={onClick}
        data-testid="notification-bell"
      >
        <BellGlyph />
      </IconButton>
      {unread > 0 ? (
        <Badge
          position="absolute"
          top="-1"
          insetEnd="-1"
          variant="solid"
          colorPalette="red"
          borderRadius="full"
          fontSize="2xs"
          minW="4"
          justifyContent="center"
          pointerEvents="none"
          aria-hidden="true"
          data-testid="notification-bell-count"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
