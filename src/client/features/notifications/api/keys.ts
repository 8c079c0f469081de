/** Query keys of the notifications area: one root per user, so a live frame refreshes all its reads. */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: string) => ['notifications', userId] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  page: (userId: string, unreadOnly: boolean, pageNo: number, pageSize: number) =>
    ['notifications', userId, 'page', unreadOnly, pageNo, pageSize] as const,
};
