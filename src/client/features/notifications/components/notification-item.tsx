import { Badge, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '@/shared/contracts/notifications';
import { formatDateTime } from '@/shared/format/time';
import { shownVars } from '../lib/shown-vars';

interface NotificationItemProps {
  notification: NotificationView;
  onOpen(notification: NotificationView): void;
  onRead(notification: NotificationView): void;
}

/** One notification as a card (phones and desktops alike): what, about which project, when; open, mark read. */
export function NotificationItem({ notification: n, onOpen, onRead }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const vars = shownVars(n.vars);
  const unread = !n.readAt;
  return (
    <Card.Root
      size="sm"
      variant={unread ? 'elevated' : 'outline'}
      data-testid="notification-item"
      data-event={n.event}
      data-unread={unread ? 'true' : 'false'}
    >
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0" flex="1">
            <Text
              fontWeight={unread ? 'semibold' : 'normal'}
              wordBreak="break-word"
              data-testid="notification-title"
            >
              {t(n.titleKey, vars)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`events.${n.event}`)} · {formatDateTime(n.createdAt)}
              {vars.projectCode ? ` · ${t('project', vars)}` : ''}
            </Text>
          </Box>
          {unread ? (
            <Badge colorPalette="red" data-testid="notification-unread">
              {t('unread')}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" wordBreak="break-word" data-testid="notification-body">
          {t(n.bodyKey, vars)}
        </Text>
        <HStack gap="2" justify="end" wrap="wrap" pt="1">
          {unread ? (
            <Button size="xs" variant="ghost" onClick={() => onRead(n)} data-testid="notification-read">
              {t('markRead')}
            </Button>
          ) : null}
          {n.link ? (
            <Button size="xs" variant="outline" onClick={() => onOpen(n)} data-testid="notification-open">
              {t('open')}
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
