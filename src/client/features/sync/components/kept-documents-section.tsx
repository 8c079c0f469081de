import { Button, Card, FormatByte, Heading, HStack, LocaleProvider, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeptDocument } from '@/client/data/documents';
import { type ConfirmRequest, ConfirmRequestDialog } from '@/client/ui/confirm-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import { DATE_FORMATS } from '@/shared/codes/constants';
import { useKeptDocuments } from '../hooks/use-kept-documents';

export interface KeptDocumentsSectionProps {
  userId: string;
  /** Called after a removal, so the storage figures can be read again. */
  onChanged?: () => void;
}

/** The tender documents kept on this device for the user, and a way to free their space. */
export function KeptDocumentsSection({ userId, onChanged }: KeptDocumentsSectionProps) {
  const { t, i18n } = useTranslation('sync');
  const { documents, remove, removeAll } = useKeptDocuments(userId, onChanged);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);

  const askRemove = (doc: KeptDocument) =>
    setRequest({
      title: t('kept.removeTitle'),
      message: t('kept.removeMessage', { name: doc.name }),
      confirmLabel: t('kept.remove'),
      danger: true,
      run: async () => {
        await remove(doc.id);
        notifySuccess(t('kept.removed'));
      },
    });
  const askRemoveAll = () =>
    setRequest({
      title: t('kept.removeAllTitle'),
      message: t('kept.removeAllMessage'),
      confirmLabel: t('kept.removeAll'),
      danger: true,
      run: async () => {
        await removeAll();
        notifySuccess(t('kept.removedAll'));
      },
    });

  return (
    <Card.Root data-testid="kept-documents">
      <Card.Header>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading size="md">{t('kept.title')}</Heading>
          {documents && documents.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={askRemoveAll}
              data-testid="kept-remove-all"
            >
              {t('kept.removeAll')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {documents?.length === 0 && (
          <Text color="fg.muted" data-testid="kept-empty">
            {t('kept.empty')}
          </Text>
        )}
        <LocaleProvider locale={i18n.language}>
          <Stack gap="3" as="ul" listStyleType="none">
            {documents?.map((doc) => (
              <HStack
                as="li"
                key={doc.id}
                justify="space-between"
                gap="4"
                wrap="wrap"
                data-testid="kept-document"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-all" data-testid="kept-name">
                    {doc.name}
                  </Text>
                  <Text color="fg.muted" textStyle="sm">
                    <FormatByte value={doc.size} />
                    {' · '}
                    {t('kept.keptAt', { time: dayjs(doc.fetchedAt).format(DATE_FORMATS.SAVE) })}
                  </Text>
                </Stack>
                <Button size="xs" variant="outline" onClick={() => askRemove(doc)} data-testid="kept-remove">
                  {t('kept.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </LocaleProvider>
      </Card.Body>
      <ConfirmRequestDialog request={request} onClose={() => setRequest(null)} />
    </Card.Root>
  );
}
