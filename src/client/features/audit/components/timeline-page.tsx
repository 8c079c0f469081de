import { Box, Button, Code, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { AUDIT_TIMELINE_ROUTE, type AuditTimeline } from '@/shared/contracts/audit';
import { useTimeline } from '../hooks/use-timeline';
import { TimelineEntries } from './timeline-entries';

function download(timeline: AuditTimeline) {
  const blob = new Blob([`${JSON.stringify(timeline, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `timeline-${timeline.project.code}-${timeline.tip?.seq ?? 0}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /auditTimeline?projectId=…: a published project's public audit timeline, outside the signed-in
 * shell so anyone (a bidder, the public) reads it without an account.
 */
export function TimelinePage({ projectId }: { projectId?: string }) {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(projectId ?? '');
  const query = useTimeline(projectId ?? '');

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void navigate({ to: AUDIT_TIMELINE_ROUTE, search: { projectId: typed.trim() } });
  };
  const command = `node scripts/verify-timeline.mjs ${globalThis.location?.origin ?? ''} ${projectId ?? '<project-id>'} --save timeline.json`;

  return (
    <Box
      as="main"
      maxW="4xl"
      w="full"
      mx="auto"
      py={{ base: '4', md: '8' }}
      px={{ base: '3', md: '6' }}
      data-testid="audit-timeline-page"
    >
      <Stack gap="5">
        <Heading size="lg">{t('timeline.title')}</Heading>
        <form onSubmit={open}>
          <HStack align="flex-end" gap="2">
            <Field.Root flex="1">
              <Field.Label>{t('timeline.projectId')}</Field.Label>
              <Input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                data-testid="audit-timeline-project"
              />
            </Field.Root>
            <Button type="submit" variant="outline">
              {t('timeline.open')}
            </Button>
          </HStack>
        </form>
        {query.notFound ? (
          <Notice status="warning" testId="audit-timeline-not-found">
            {t('timeline.notFound')}
          </Notice>
        ) : query.error ? (
          <Notice status="error" testId="audit-timeline-error">
            {query.error}
          </Notice>
        ) : null}
        {query.data ? <TimelineBody timeline={query.data} command={command} /> : null}
      </Stack>
    </Box>
  );
}

function TimelineBody({ timeline, command }: { timeline: AuditTimeline; command: string }) {
  const { t } = useTranslation('audit');
  return (
    <Stack gap="4">
      <Heading size="md" data-testid="audit-timeline-project-name">
        {t('timeline.project', { code: timeline.project.code, name: timeline.project.name })}
      </Heading>
      <Text color="fg.muted">{t('timeline.intro')}</Text>
      <Box>
        <Text fontSize="sm" mb="1">
          {t('timeline.howTo')}
        </Text>
        <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
          {command}
        </Code>
      </Box>
      {timeline.entries.length === 0 ? (
        <Notice status="info" testId="audit-timeline-empty">
          {t('timeline.none')}
        </Notice>
      ) : (
        <TimelineEntries entries={timeline.entries} />
      )}
      {timeline.tip ? (
        <Text fontSize="xs" fontFamily="mono" wordBreak="break-all" data-testid="audit-timeline-tip">
          {t('timeline.tip', { seq: timeline.tip.seq, hash: timeline.tip.hash })}
        </Text>
      ) : null}
      <HStack>
        <Button
          size="sm"
          variant="outline"
          onClick={() => download(timeline)}
          data-testid="audit-timeline-download"
        >
          {t('timeline.download')}
        </Button>
      </HStack>
    </Stack>
  );
}
