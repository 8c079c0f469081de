import { Alert, Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { ProfileAuditKind } from '@/shared/contracts/profile-audit-paths';
import type { ProfileAuditDetail } from '@/shared/contracts/profile-audit';
import { formatSave } from '@/shared/format/time';
import { auditDetailQueryOptions, profileAuditKeys } from '../api/audit-queries';
import { approveProfile, rejectProfile } from '../api/decide';
import { AUDIT_KIND_FIELDS } from '../lib/kinds';
import { ChangeRecords } from './change-records';
import { ProfileFieldsView } from './profile-fields-view';
import { RejectDialog } from './reject-dialog';

const PALETTE: Record<string, string> = { '00': 'orange', '01': 'green', '02': 'red' };

interface AuditDetailPageProps {
  kind: ProfileAuditKind;
  ownerId: string;
  onBack(): void;
}

/** supplierAudit-detail and its twins: the submitted profile, its change records, approve or reject. */
export function AuditDetailPage({ kind, ownerId, onBack }: AuditDetailPageProps) {
  const { t } = useTranslation('profile-audit');
  const queryClient = useQueryClient();
  const [changesPage, setChangesPage] = useState({ pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const query = useQuery(auditDetailQueryOptions(kind, ownerId, changesPage.pageNo, changesPage.pageSize));
  const fields = AUDIT_KIND_FIELDS[kind];
  const detail = query.data;
  const name = detail ? String(detail.profile?.[fields.fields[0] ?? ''] ?? detail.ownerName) : '';

  const decided = async (next: ProfileAuditDetail, message: string) => {
    notifySuccess(message);
    setChangesPage({ pageNo: FIRST_PAGE, pageSize: changesPage.pageSize });
    queryClient.setQueryData(
      auditDetailQueryOptions(kind, ownerId, FIRST_PAGE, changesPage.pageSize).queryKey,
      next,
    );
    await queryClient.invalidateQueries({ queryKey: profileAuditKeys.list(kind) });
  };

  return (
    <Stack gap="5" maxW="6xl" data-testid="profile-audit-detail">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="lg">{t(`detailTitle.${kind}`)}</Heading>
        <Button variant="outline" size="sm" onClick={onBack} data-testid="audit-back">
          {t('actions.back')}
        </Button>
      </HStack>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <Alert.Root status="error" data-testid="audit-load-error">
          <Alert.Indicator />
          <Alert.Description>{query.error.message}</Alert.Description>
        </Alert.Root>
      ) : null}
      {detail ? (
        <>
          <Stack gap="2">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              {detail.ownerName !== name ? <Text color="fg.muted">{detail.ownerName}</Text> : null}
              <Badge
                colorPalette={PALETTE[detail.auditStatus ?? ''] ?? 'gray'}
                data-testid="audit-detail-status"
              >
                {t(`codes:auditStatus.${detail.auditStatus ?? ''}`)}
              </Badge>
              {detail.submittedAt ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('detail.submittedAt', { time: formatSave(detail.submittedAt) })}
                </Text>
              ) : null}
            </HStack>
            {detail.auditStatus === AUDIT_STATUS.REJECTED && detail.rejectReason ? (
              <Text color="fg.error" data-testid="audit-detail-reason">
                {t('detail.rejectReason', { reason: detail.rejectReason })}
              </Text>
            ) : null}
            {detail.auditStatus === AUDIT_STATUS.PENDING ? (
              <HStack gap="2">
                <Button colorPalette="green" onClick={() => setApproving(true)} data-testid="audit-approve">
                  {t('actions.approve')}
                </Button>
                <Button
                  colorPalette="red"
                  variant="outline"
                  onClick={() => setRejecting(true)}
                  data-testid="audit-reject"
                >
                  {t('actions.reject')}
                </Button>
              </HStack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('detail.decided')}
              </Text>
            )}
          </Stack>
          <Stack gap="3">
            <Heading size="md">{t('detail.profile')}</Heading>
            <ProfileFieldsView kind={fields} profile={detail.profile ?? {}} />
          </Stack>
          <Stack gap="3">
            <Heading size="md">{t('detail.changes')}</Heading>
            <ChangeRecords
              kind={fields}
              page={detail.changes}
              onPage={(pageNo, pageSize) => setChangesPage({ pageNo, pageSize })}
            />
          </Stack>
          <ConfirmDialog
            open={approving}
            danger={false}
            title={t('confirm.approveTitle')}
            message={t('confirm.approveMessage', { name })}
            confirmLabel={t('actions.approve')}
            onCancel={() => setApproving(false)}
            onConfirm={async () => decided(await approveProfile(kind, ownerId), t('done.approved'))}
            data-testid="audit-approve-dialog"
          />
          <RejectDialog
            open={rejecting}
            ownerId={ownerId}
            name={name}
            send={(id, reason) => rejectProfile(kind, id, reason)}
            onClose={() => setRejecting(false)}
            onDone={(next) => void decided(next, t('done.rejected'))}
          />
        </>
      ) : null}
    </Stack>
  );
}
