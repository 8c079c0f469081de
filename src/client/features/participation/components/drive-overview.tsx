import { Badge, Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readInvitation } from '@/client/features/invitations';
import { CodeBadge, DeadlineText, epochOf } from '@/client/features/tender-common';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import { OfflineDeadlineWarning } from '@/client/ui/offline-deadline-warning';
import type { SupplierDriveView } from '@/shared/contracts/participation';
import { driveKey, driveOptions } from '../api/calls';
import { driveTabPath } from '../lib/drive-tabs';

/**
 * procurementEffective: the project as my organisation stands in it: both deadlines counting down by
 * the server clock (with the offline warning near one), my invitation (opening it is the read receipt
 * the buyer sees), my signup and offer, and where to go next. `notice`: the published notice.
 */
export function DriveOverview({ projectId, notice }: { projectId: string; notice?: ReactNode }) {
  const { t } = useTranslation('participation');
  const drive = useQuery(driveOptions(projectId));
  const data = drive.data;
  if (!data) return null;
  const { project, signup, offer } = data;
  const next = data.canSignup ? project.signupEndTime : data.canOffer ? project.quoteEndTime : null;
  return (
    <Stack gap="4" data-testid="drive-overview">
      {project.cancelReason ? (
        <Notice status="warning" testId="drive-cancelled">
          {t('drive.cancelled', { reason: project.cancelReason })}
        </Notice>
      ) : null}
      <OfflineDeadlineWarning deadline={next ? epochOf(next) : undefined} />
      {data.invitationOnly ? <InvitationCard projectId={projectId} drive={data} /> : null}
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title>{t('drive.deadlines')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.signupEnd')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DeadlineText at={project.signupEndTime} testId="drive-signup-end" />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.quoteEnd')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DeadlineText at={project.quoteEndTime} testId="drive-quote-end" />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.budget')}</DataList.ItemLabel>
              <DataList.ItemValue>{project.budget}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {project.description ? (
            <Text mt="2" fontSize="sm" color="fg.muted">
              {project.description}
            </Text>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" data-testid="drive-signup">
        <Card.Header>
          <Card.Title>{t('drive.signup')}</Card.Title>
        </Card.Header>
        <Card.Body gap="2">
          {signup ? (
            <HStack gap="2" wrap="wrap">
              <CodeBadge group="auditStatus" code={signup.auditStatus} testId="drive-signup-status" />
              <Text fontSize="sm">
                {signup.contactName} · {signup.contactPhone}
              </Text>
              {signup.rejectReason ? (
                <Text fontSize="sm" color="fg.error">
                  {t('drive.rejected', { reason: signup.rejectReason })}
                </Text>
              ) : null}
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="drive-no-signup">
              {t('drive.noSignup')}
            </Text>
          )}
          {data.canSignup ? (
            <Button
              asChild
              size="sm"
              colorPalette="brand"
              alignSelf="flex-start"
              data-testid="drive-go-signup"
            >
              <Link to={driveTabPath('procurementBiddingVessel')} search={{ projectId }}>
                {t('drive.goSignup')}
              </Link>
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" data-testid="drive-offer">
        <Card.Header>
          <Card.Title>{t('drive.offer')}</Card.Title>
        </Card.Header>
        <Card.Body gap="2">
          {offer ? (
            <HStack gap="2" wrap="wrap">
              <CodeBadge group="offerStatus" code={offer.status} testId="drive-offer-status" />
              <OfferReceived at={offer.receivedAt} />
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('drive.noOffer')}
            </Text>
          )}
          {data.canOffer ? (
            <Button
              asChild
              size="sm"
              colorPalette="brand"
              alignSelf="flex-start"
              data-testid="drive-go-offer"
            >
              <Link to={driveTabPath('proOfferSupplierContent')} search={{ projectId }}>
                {t('drive.goOffer')}
              </Link>
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
      {notice}
    </Stack>
  );
}

function OfferReceived({ at }: { at: string }) {
  const time = useBusinessTimeText();
  return <Text fontSize="sm">{time(at)}</Text>;
}

/** My organisation's invitation; opening it records the read time once (the buyer's read receipt). */
function InvitationCard({ projectId, drive }: { projectId: string; drive: SupplierDriveView }) {
  const { t } = useTranslation('participation');
  const time = useBusinessTimeText();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () => readInvitation(projectId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: driveKey(projectId) }),
  });
  const invitation = drive.invitation;
  return (
    <Card.Root size="sm" data-testid="drive-invitation">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="purple">{t('drive.invitationOnly')}</Badge>
        </HStack>
        {invitation ? (
          <>
            <Text fontSize="sm">{t('drive.invitation', { sent: time(invitation.sentAt) })}</Text>
            {invitation.readAt ? (
              <Text fontSize="sm" color="fg.muted" data-testid="drive-invitation-read">
                {t('drive.invitationRead', { read: time(invitation.readAt) })}
              </Text>
            ) : (
              <Button
                size="sm"
                colorPalette="brand"
                alignSelf="flex-start"
                loading={open.isPending}
                onClick={() => open.mutate()}
                data-testid="drive-open-invitation"
              >
                {t('drive.openInvitation')}
              </Button>
            )}
          </>
        ) : (
          <Text fontSize="sm" color="fg.error">
            {t('drive.notInvited')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
