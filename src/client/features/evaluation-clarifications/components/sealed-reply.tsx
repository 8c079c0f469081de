import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';
import { Notice } from '@/client/ui/notice';
import { evaluationClarificationKeys } from '../api/keys';
import { openSealedReply } from '../api/writes';

/**
 * A sealed reply as the committee sees it: sealed until a member opens it with the project key (the
 * platform records who opened it and when); the opened text stays in this screen only.
 */
export function SealedReply({ id, canOpen }: { id: string; canOpen: boolean }) {
  const { t } = useTranslation('evaluation-clarifications');
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () => openSealedReply(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationClarificationKeys.all }),
  });
  if (open.data) {
    return (
      <Stack gap="2" data-testid="eval-clarification-opened">
        <RichTextHtml html={open.data.replyHtml} testId="eval-clarification-reply-text" />
        <Text fontSize="xs" color={open.data.hashVerified ? 'fg.muted' : 'fg.error'} overflowWrap="anywhere">
          {t(open.data.hashVerified ? 'sealed.verified' : 'sealed.notVerified', {
            hash: open.data.ciphertextSha256,
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Notice
      status="info"
      testId="eval-clarification-sealed"
      action={
        canOpen ? (
          <Button
            size="xs"
            colorPalette="brand"
            loading={open.isPending}
            onClick={() => open.mutate()}
            data-testid="eval-clarification-open-sealed"
          >
            {t('actions.openSealed')}
          </Button>
        ) : undefined
      }
    >
      {t(canOpen ? 'sealed.committee' : 'sealed.others')}
    </Notice>
  );
}
