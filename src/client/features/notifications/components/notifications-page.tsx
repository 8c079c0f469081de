import { Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/client/ui/query-table/pager';
import { PAGE_SIZE_CHOICES } from '@/shared/codes/constants';
import { notificationPageQueryOptions, unreadCountQueryOptions } from '../api/notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 10;

/** Every notification of the user, newest first: unread filter, mark read, open; offline, the kept copy. */
export function NotificationsPage({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const page = useQuery({
    ...notificationPageQueryOptions(userId, { unreadOnly, pageNo, pageSize }),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery(unreadCountQueryOptions(userId));
  const actions = useNotificationActions(userId);
  const records = page.data?.records;
  const total = page.data?.total ?? 0;

  return (
    <Stack gap="3" maxW="4xl" w="full" data-testid="notifications-page">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Switch.Root
          checked={unreadOnly}
          onCheckedChange={(d) => {
            setUnreadOnly(d.checked);
            setPageNo(1);
          }}
          data-testid="notifications-unread-only"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('unreadOnly')}</Switch.Label>
        </Switch.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={(unread.data ?? 0) === 0}
          onClick={() => void actions.readAll()}
          data-testid="notifications-read-all"
        >
          {t('markAllRead')}
        </Button>
      </HStack>
      {page.data?.offline ? (
        <Text fontSize="sm" color="fg.muted" data-testid="notifications-offline">
          {t('offline')}
        </Text>
      ) : null}
      {page.isError ? (
        <Text color="fg.error" role="alert">
          {t('loadFailed')}
        </Text>
      ) : null}
      {records && records.length === 0 ? (
        <Text color="fg.muted" data-testid="notifications-empty">
          {unreadOnly ? t('emptyUnread') : t('empty')}
        </Text>
      ) : null}
      <Stack gap="2" as="ul" listStyleType="none" aria-label={t('title')}>
        {records?.map((n) => (
          <li key={n.id}>
            <NotificationItem
              notification={n}
              onRead={(x) => void actions.read(x)}
              onOpen={(x) => void actions.open(x)}
            />
          </li>
        ))}
      </Stack>
      {total > 0 ? (
        <Pager
          pageNo={pageNo}
          pageSize={pageSize}
          pageCount={Math.max(1, Math.ceil(total / pageSize))}
          total={total}
          totalCapped={page.data?.totalCapped}
          pageSizeChoices={PAGE_SIZE_CHOICES}
          onPageNo={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      ) : null}
    </Stack>
  );
}
