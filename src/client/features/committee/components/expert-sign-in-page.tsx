import { Box, Button, Checkbox, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { committeeSignInSchema } from '@/shared/contracts/committee-draw';
import { formatSave } from '@/shared/format/time';
import { mySeatQueryOptions, signInExpert } from '../api/draw';
import { SeatHeader } from './seat-header';

interface Props {
  projectId: string;
  onElect(): void;
}

/** evaluationLobbyDrive/expertSignIn: sign in with the no-conflict declaration, or declare a conflict and leave. */
export function ExpertSignInPage({ projectId, onElect }: Props) {
  const { t } = useTranslation('committee');
  const queryClient = useQueryClient();
  const seat = useQuery(mySeatQueryOptions(projectId));
  const [agree, setAgree] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [left, setLeft] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: signInExpert,
    onSuccess: async (answer) => {
      if ('left' in answer) setLeft(true);
      else notifySuccess(t('signIn.done'));
      await queryClient.invalidateQueries({ queryKey: TENDER_EXPERT_KEY });
    },
  });
  const send = (input: unknown) => {
    const parsed = committeeSignInSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' });
      return;
    }
    setError(null);
    mutation.mutate(parsed.data);
  };
  if (left) {
    return (
      <Text data-testid="sign-in-left" role="status">
        {t('signIn.left')}
      </Text>
    );
  }
  const data = seat.data;
  return (
    <Stack gap="4" maxW="3xl" data-testid="expert-sign-in">
      <Heading size="lg">{t('titles.signIn')}</Heading>
      {data ? <SeatHeader seat={data} /> : null}
      {data?.signedInAt ? (
        <Stack gap="2" align="flex-start">
          <Text data-testid="sign-in-done">
            {t('signIn.signedIn', { time: formatSave(data.signedInAt) })}
          </Text>
          <Button size="sm" colorPalette="brand" onClick={onElect} data-testid="sign-in-next">
            {t('signIn.next')}
          </Button>
        </Stack>
      ) : null}
      {data && !data.signedInAt && !data.canSignIn ? (
        <Text color="fg.muted">{t('signIn.notYet')}</Text>
      ) : null}
      {data?.canSignIn ? (
        <>
          <Text>{t('signIn.intro')}</Text>
          <Box borderWidth="1px" borderRadius="md" p="4">
            <Text fontWeight="semibold">{t('signIn.declarationTitle')}</Text>
            <Text mt="2" data-testid="sign-in-declaration">
              {t('signIn.declarationText')}
            </Text>
            <FormField label="" error={error?.field === 'agree' ? error.message : undefined}>
              <Checkbox.Root
                mt="3"
                checked={agree}
                onCheckedChange={(details) => setAgree(details.checked === true)}
                data-testid="sign-in-agree"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('signIn.agree')}</Checkbox.Label>
              </Checkbox.Root>
            </FormField>
            <Button
              mt="3"
              colorPalette="brand"
              loading={mutation.isPending}
              onClick={() => send({ projectId, declaration: '00', agree })}
              data-testid="sign-in-submit"
            >
              {t('signIn.submit')}
            </Button>
          </Box>
          <Box borderWidth="1px" borderRadius="md" p="4">
            <Text fontWeight="semibold">{t('signIn.conflictTitle')}</Text>
            <Text mt="1" fontSize="sm" color="fg.muted">
              {t('signIn.conflictHint')}
            </Text>
            <FormField
              label={t('signIn.conflictReason')}
              error={error?.field === 'reason' ? error.message : undefined}
            >
              <Textarea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                data-testid="conflict-reason"
              />
            </FormField>
            <Button
              mt="3"
              colorPalette="red"
              variant="outline"
              loading={mutation.isPending}
              onClick={() => setConfirming(true)}
              data-testid="conflict-submit"
            >
              {t('signIn.conflictSubmit')}
            </Button>
          </Box>
          <ConfirmDialog
            open={confirming}
            title={t('signIn.conflictTitle')}
            message={t('signIn.conflictConfirm')}
            confirmLabel={t('signIn.conflictSubmit')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              send({ projectId, declaration: '01', reason });
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
