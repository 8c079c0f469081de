import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActionBar, FORM_ACTION_SIZE } from '@/client/ui/form-action-bar';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { Notice } from '@/client/ui/notice';
import { negotiationKeys } from '../api/keys';
import type { NegotiationRole } from '../api/reads';
import { startRound } from '../api/writes';

/** The next round's end time (business zone, judged by the platform's clock); online only. */
export function StartRoundForm({
  reader,
  projectId,
  roundNo,
}: {
  reader: NegotiationRole;
  projectId: string;
  roundNo: number;
}) {
  const { t } = useTranslation('negotiation');
  const queryClient = useQueryClient();
  const [endTime, setEndTime] = useState('');
  const mutation = useMutation({
    mutationFn: () => startRound(reader, { projectId, endTime }),
    onSuccess: async () => {
      setEndTime('');
      await queryClient.invalidateQueries({ queryKey: negotiationKeys.all });
    },
  });
  const failure = mutation.error as { message?: string } | null;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="negotiation-start-form">
      <Heading size="md">{t('start.heading')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('start.note')}
      </Text>
      <FormField label={t('fields.endTime')} required>
        <Input
          size={DATE_INPUT_SIZE}
          type="datetime-local"
          value={endTime}
          onChange={(event) => setEndTime(event.target.value)}
          aria-label={t('fields.endTime')}
          data-testid="negotiation-end-time"
        />
      </FormField>
      {failure ? (
        <Notice status="error" testId="negotiation-start-failed">
          {failure.message ?? String(failure)}
        </Notice>
      ) : null}
      <FormActionBar justify="flex-end">
        <Button
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          disabled={!endTime}
          loading={mutation.isPending}
          onClick={() => mutation.mutate()}
          data-testid="negotiation-start"
        >
          {t('actions.start', { no: roundNo })}
        </Button>
      </FormActionBar>
    </Stack>
  );
}
