import { Badge, Box, DataList, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CodeBadge, ProjectStatusBadge } from '@/client/features/tender-common';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import type { ObjectionView } from '@/shared/contracts/objections';
import { formatDateTime } from '@/shared/format/time';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * One objection as every side reads it: the project, filer, kind, status and due time (overdue
 * marked), the letter, its attachments (opened on fileContent-view), the answer or the rejection reason,
 * and the complaint with its decision.
 */
export function ObjectionFacts({ objection: o }: { objection: ObjectionView }) {
  const { t } = useTranslation('objections');
  return (
    <Stack gap="5" minW="0" data-testid="objection-facts">
      <Stack gap="1">
        <Heading size="md" data-testid="objection-title" overflowWrap="anywhere">
          {o.title}
        </Heading>
        <Stack direction="row" gap="2" flexWrap="wrap" align="center">
          <CodeBadge group="objectionStatus" code={o.status} testId="objection-status" />
          <Badge colorPalette="purple">{t(`kind.${o.kind}`)}</Badge>
          {o.overdue ? (
            <Badge colorPalette="red" data-testid="objection-overdue">
              {t('fields.overdue')}
            </Badge>
          ) : null}
        </Stack>
      </Stack>
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
        <Fact label={t('fields.project')} testId="objection-project">
          {o.projectName} ({o.projectCode}) <ProjectStatusBadge code={o.projectStatus} />
        </Fact>
        <Fact label={t('fields.supplier')}>{o.supplierName}</Fact>
        <Fact label={t('fields.filedAt')}>{formatDateTime(o.filedAt)}</Fact>
        <Fact label={t('fields.dueAt')} testId="objection-due">
          {formatDateTime(o.dueAt)}
        </Fact>
      </DataList.Root>
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t('fields.content')}
        </Text>
        <RichTextHtml html={o.contentHtml} testId="objection-content" />
      </Box>
      <Box>
        <Text fontWeight="semibold" mb="1">
          {t('fields.files')}
        </Text>
        {o.files.length === 0 ? (
          <Text color="fg.muted">{t('detail.noFiles')}</Text>
        ) : (
          <Stack gap="1" as="ul" data-testid="objection-files">
            {o.files.map((f) => (
              <li key={f.id}>
                <ChakraLink asChild overflowWrap="anywhere">
                  <Link to={R.fileContentView} search={{ id: f.id, objectionId: o.id, name: f.fileName }}>
                    {f.fileName}
                  </Link>
                </ChakraLink>{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({Math.ceil(f.size / 1024)} KB)
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Box>
      {o.answerHtml ? (
        <Box borderLeftWidth="3px" borderColor="green.500" pl="3">
          <Text fontWeight="semibold" mb="1">
            {t('fields.answer')} · {formatDateTime(o.answeredAt)}
          </Text>
          <RichTextHtml html={o.answerHtml} testId="objection-answer" />
        </Box>
      ) : null}
      {o.rejectReason ? (
        <Box borderLeftWidth="3px" borderColor="red.500" pl="3">
          <Text fontWeight="semibold">{t('fields.rejectReason')}</Text>
          <Text data-testid="objection-reject-reason" overflowWrap="anywhere">
            {o.rejectReason}
          </Text>
        </Box>
      ) : null}
      {o.complaint ? (
        <Box borderWidth="1px" borderRadius="md" p="3" data-testid="objection-complaint">
          <Stack direction="row" gap="2" align="center" flexWrap="wrap">
            <Text fontWeight="semibold">{t('fields.complaint')}</Text>
            <Badge data-testid="complaint-status">{t(`complaintStatus.${o.complaint.status}`)}</Badge>
          </Stack>
          <Text overflowWrap="anywhere">{o.complaint.reason}</Text>
          {o.complaint.decision ? (
            <Text mt="2" overflowWrap="anywhere" data-testid="complaint-decision">
              {t('fields.decision')}: {o.complaint.decision}
            </Text>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
