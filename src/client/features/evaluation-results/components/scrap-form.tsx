import { Button, Card, Heading, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import type { EvaluationResultOverview } from '@/shared/contracts/evaluation-results';
import { scrapOffer } from '../api/writes';

/** The leader scraps an opened offer with the reason (checkTheScrapBid shows it), before the ranking. */
export function ScrapForm({
  view,
  onApplied,
}: {
  view: EvaluationResultOverview;
  onApplied: (v: EvaluationResultOverview) => void;
}) {
  const { t } = useTranslation('evaluation-results');
  const scrapped = new Set(view.scraps.map((s) => s.offerId));
  const open = view.offers.filter((o) => o.status === '02' && !scrapped.has(o.offerId));
  const [offerId, setOfferId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (open.length === 0) return null;
  const submit = async () => {
    setBusy(true);
    try {
      onApplied(await scrapOffer({ projectId: view.project.id, offerId, reason }));
      notifySuccess(t('scrap.done'));
      setReason('');
      setOfferId('');
    } catch {
      // The request layer showed the platform's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root variant="outline" data-testid="scrap-form">
      <Card.Body gap="3" p={{ base: '3', md: '5' }}>
        <Heading as="h2" size="md">
          {t('scrap.title')}
        </Heading>
        <FormField label={t('scrap.offer')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={offerId}
              onChange={(e) => setOfferId(e.target.value)}
              data-testid="scrap-offer"
            >
              <option value="">-</option>
              {open.map((o) => (
                <option key={o.offerId} value={o.offerId}>
                  {o.supplierName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('scrap.reason')} required>
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
            data-testid="scrap-reason"
          />
        </FormField>
        <Button
          alignSelf="flex-start"
          colorPalette="red"
          minH="11"
          loading={busy}
          disabled={!offerId || reason.trim() === ''}
          onClick={() => void submit()}
          data-testid="scrap-submit"
        >
          {t('scrap.submit')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
