import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_QUERY_TYPES } from '@/shared/contracts/plan-queries';
import { exportLines, PLAN_LINE_SEARCH } from '../api/line-query';
import { saveBlob } from '../lib/save-blob';

/**
 * On a plan list: every line of the kind's plans as xlsx (labels in the user's language). The line
 * queries export with their filters; simulated-quantity plans (02) have no line query, so no button.
 */
export function PlanLinesExportButton({ planType }: { planType: string }) {
  const { t } = useTranslation('plan');
  const [busy, setBusy] = useState(false);
  if (!(PLAN_QUERY_TYPES as readonly string[]).includes(planType)) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await exportLines(planType, PLAN_LINE_SEARCH), `plan-lines-${planType}.xlsx`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={{ base: 'lg', md: 'sm' }}
      variant="outline"
      loading={busy}
      onClick={() => void download()}
      data-testid="plan-lines-export"
    >
      {t('query.exportLines')}
    </Button>
  );
}
