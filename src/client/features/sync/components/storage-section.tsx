import { Button, Card, DataList, FormatByte, Heading, LocaleProvider, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimateQuota, type QuotaEstimate, requestPersistence } from '@/client/data/storage-quota';
import { notifyError, notifySuccess } from '@/client/ui/toaster';
import { StorageBanner } from './storage-banner';

export type StorageApi = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;

export interface StorageSectionProps {
  /** Defaults to navigator.storage (tests pass a fake). */
  storage?: StorageApi | undefined;
  /** Changes when something on the device was freed, so the figures are read again. */
  version?: number;
}

const browserStorage = (): StorageApi | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

async function readPersisted(storage: StorageApi | undefined): Promise<boolean | null> {
  try {
    return storage?.persisted ? await storage.persisted() : null;
  } catch {
    return null;
  }
}

/** How much this origin stores, how much more it may, and whether the browser promised to keep it. */
export function StorageSection(props: StorageSectionProps) {
  const { t, i18n } = useTranslation('sync');
  const storage = 'storage' in props ? props.storage : browserStorage();
  const [quota, setQuota] = useState<QuotaEstimate | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means space was freed: read the figures again
  useEffect(() => {
    let live = true;
    void estimateQuota(storage).then((next) => live && setQuota(next));
    void readPersisted(storage).then((next) => live && setPersisted(next));
    return () => {
      live = false;
    };
  }, [storage, props.version]);

  const keep = async () => {
    setAsking(true);
    const granted = await requestPersistence({ storage, force: true });
    setAsking(false);
    setPersisted(granted);
    if (granted) notifySuccess(t('storage.keepGranted'));
    else notifyError(t('storage.keepRefused'), { closable: true });
  };

  const unknown = t('storage.unknown');
  const rows = [
    { key: 'used', value: quota ? <FormatByte value={quota.usage} /> : unknown },
    {
      key: 'available',
      value: quota ? <FormatByte value={Math.max(0, quota.quota - quota.usage)} /> : unknown,
    },
    {
      key: 'persistent',
      value: persisted === null ? unknown : t(persisted ? 'storage.granted' : 'storage.notGranted'),
    },
  ];
  return (
    <Card.Root data-testid="storage-section">
      <Card.Header>
        <Heading size="md">{t('storage.title')}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <StorageBanner />
          <LocaleProvider locale={i18n.language}>
            <DataList.Root orientation="horizontal">
              {rows.map((row) => (
                <DataList.Item key={row.key}>
                  <DataList.ItemLabel>{t(`storage.${row.key}`)}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid={`storage-${row.key}`}>{row.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </LocaleProvider>
          <Button
            alignSelf="flex-start"
            size="sm"
            colorPalette="brand"
            variant="outline"
            loading={asking}
            disabled={persisted === true || !storage?.persist}
            onClick={() => void keep()}
            data-testid="storage-keep"
          >
            {t('storage.keep')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
