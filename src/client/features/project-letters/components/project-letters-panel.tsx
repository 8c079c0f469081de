import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterView } from '@/shared/contracts/project-letters';
import { formatDateTime } from '@/shared/format/time';
import { letterKeys, myLettersQueryOptions, readLetter } from '../api/letters';
import { shownVars } from '../lib/letter-vars';

/**
 * The supplier's letters about its projects (one project's when projectId is given). Opening a letter
 * records the organisation's read receipt, which the buyer side sees.
 */
export function ProjectLettersPanel({ projectId }: { projectId?: string }) {
  const { t } = useTranslation('project-letters');
  const query = useQuery(myLettersQueryOptions(projectId));
  const rows = query.data?.records;
  return (
    <Stack gap="3" data-testid="project-letters">
      {query.isError ? (
        <Text color="fg.error" role="alert">
          {t('loadFailed')}
        </Text>
      ) : null}
      {rows && rows.length === 0 ? (
        <Text color="fg.muted" data-testid="project-letters-empty">
          {t('empty')}
        </Text>
      ) : null}
      {rows?.map((row) => (
        <LetterCard key={row.id} letter={row} />
      ))}
    </Stack>
  );
}

function LetterCard({ letter }: { letter: LetterView }) {
  const { t } = useTranslation('project-letters');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const toggle = async () => {
    setOpen((was) => !was);
    if (!letter.readAt) {
      await readLetter(letter.id).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: letterKeys.all });
    }
  };
  const bodyId = `letter-body-${letter.id}`;
  return (
    <Card.Root size="sm" data-testid="project-letter" data-kind={letter.kind}>
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Box minW="0">
            <Card.Title fontSize="md">{t(letter.subjectKey, shownVars(letter.vars))}</Card.Title>
            <Text fontSize="xs" color="fg.muted">
              {t('meta', {
                project: `${letter.projectName} (${letter.projectCode})`,
                time: formatDateTime(letter.sentAt),
              })}
            </Text>
          </Box>
          <HStack gap="2">
            {letter.readAt ? null : (
              <Badge colorPalette="orange" data-testid="letter-unread">
                {t('unread')}
              </Badge>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void toggle()}
              aria-expanded={open}
              aria-controls={bodyId}
              data-testid="letter-open"
            >
              {open ? t('close') : t('open')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      {open ? (
        <Card.Body id={bodyId}>
          <Text whiteSpace="pre-wrap" data-testid="letter-body">
            {t(letter.bodyKey, shownVars(letter.vars))}
          </Text>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}
