import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<string, Record<string, string>> = {
  auditStatus: { '00': 'blue', '01': 'green', '02': 'red' },
  offerStatus: { '00': 'green', '01': 'gray', '02': 'purple', '03': 'red', '04': 'red', '05': 'green' },
  purchaseStatus: { '03': 'green', '04': 'orange', '05': 'purple', '08': 'red', '09': 'red' },
};

/** A code of the platform (audit status, offer status...) with its label from the codes namespace. */
export function CodeBadge({ group, code, testId }: { group: string; code: string; testId?: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={PALETTE[group]?.[code] ?? 'gray'} data-testid={testId} data-code={code}>
      {t(`${group}.${code}`, { defaultValue: code })}
    </Badge>
  );
}

/** The project's purchase status; a row kept on the device before the field existed shows a dash. */
export function ProjectStatusBadge({ code }: { code: string | undefined }) {
  if (!code) return <span data-testid="project-status-unknown">-</span>;
  return <CodeBadge group="purchaseStatus" code={code} testId="project-status" />;
}
