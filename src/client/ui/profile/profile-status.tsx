import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUS, codeLabelKey } from '@/shared/codes/statuses';
import type { ProfileState } from '@/shared/contracts/profile-common';
import { formatDateTime } from '@/shared/format/time';

const PALETTE: Record<string, string> = {
  [AUDIT_STATUS.PENDING]: 'orange',
  [AUDIT_STATUS.APPROVED]: 'green',
  [AUDIT_STATUS.REJECTED]: 'red',
};

/** Where the profile stands on the platform: audit status, version, and a rejection's reason. */
export function ProfileStatus({ view, offline }: { view: ProfileState<unknown>; offline: boolean }) {
  const { t } = useTranslation('profile');
  const status = view.auditStatus;
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="medium">{t('status.label')}</Text>
        <Badge colorPalette={status ? PALETTE[status] : 'gray'} data-testid="profile-audit-status">
          {status ? t(codeLabelKey('auditStatus', status)) : t('status.none')}
        </Badge>
        {view.updatedAt ? (
          <Text color="fg.muted" fontSize="sm" data-testid="profile-version">
            {t('status.version', { version: view.version, time: formatDateTime(view.updatedAt) })}
          </Text>
        ) : null}
        {view.submittedAt && status === AUDIT_STATUS.PENDING ? (
          <Text color="fg.muted" fontSize="sm">
            {t('status.submittedAt', { time: formatDateTime(view.submittedAt) })}
          </Text>
        ) : null}
      </HStack>
      {status === AUDIT_STATUS.REJECTED && view.rejectReason ? (
        <Text color="fg.error" data-testid="profile-reject-reason">
          {t('status.rejectReason', { reason: view.rejectReason })}
        </Text>
      ) : null}
      {status === AUDIT_STATUS.PENDING ? (
        <Alert.Root status="warning" data-testid="profile-under-audit">
          <Alert.Indicator />
          <Alert.Description>{t('status.underAudit')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {offline ? (
        <Alert.Root status="info" data-testid="profile-offline-copy">
          <Alert.Indicator />
          <Alert.Description>{t('messages.offlineCopy')}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
