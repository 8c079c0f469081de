import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_STATUS as K, PLAN_STATUS as P } from '@/shared/codes/plans';
import type { AssignLineView } from '@/shared/contracts/plan-packages';
import { groupNumber } from '@/shared/format/number';
import { centsToYuan, sumCents, yuanToCents } from '@/shared/rules/plan-money';

const LINE_PALETTE: Record<string, string> = {
  [P.APPROVED]: 'green',
  [P.ALLOCATED]: 'teal',
  [P.PACKAGED]: 'purple',
  [P.IN_SCHEME]: 'purple',
};
const PACKAGE_PALETTE: Record<string, string> = {
  [K.LIVE]: 'green',
  [K.IN_SCHEME]: 'purple',
  [K.UNDONE]: 'gray',
};

export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={LINE_PALETTE[status] ?? 'gray'} data-testid="line-status" data-code={status}>
      {t(`planStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function PackageStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge colorPalette={PACKAGE_PALETTE[status] ?? 'gray'} data-testid="package-status" data-code={status}>
      {t(`packageStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export const yuanText = (yuan: string) => groupNumber(yuan);

/** The exact sum of the lines' amounts (integer cents, never floating point). */
export const totalOf = (lines: readonly Pick<AssignLineView, 'amount'>[]) =>
  centsToYuan(sumCents(lines.map((l) => yuanToCents(l.amount) ?? 0n)));

interface LineCardProps {
  line: AssignLineView;
  /** With a checkbox when given. */
  checked?: boolean;
  onToggle?: (id: string) => void;
}

/** One plan line: plan and line number, material, quantity, amount, status and where it was allocated. */
export function LineCard({ line, checked, onToggle }: LineCardProps) {
  const { t } = useTranslation('plan-package');
  const label = `${line.planTitle} #${line.lineNo}`;
  const body = (
    <Stack gap="1" minW="0" flex="1">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold" data-testid="line-material" wordBreak="break-word">
          {line.materialName}
        </Text>
        <LineStatusBadge status={line.status} />
      </HStack>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {label}
        {line.specification ? ` · ${line.specification}` : ''}
      </Text>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Text>
          {t('fields.quantity')}: {line.quantity} {line.unitCode}
        </Text>
        <Text data-testid="line-amount" data-yuan={line.amount}>
          {t('fields.amount')}: {yuanText(line.amount)}
        </Text>
        {line.assignedDepartName ? (
          <Text>
            {t('fields.depart')}: {line.assignedDepartName}
          </Text>
        ) : null}
        {line.executorName ? (
          <Text>
            {t('fields.executor')}: {line.executorName}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="line-card" data-line-id={line.id}>
      {onToggle ? (
        <HStack as="label" align="start" gap="3" cursor="pointer">
          <input
            type="checkbox"
            checked={!!checked}
            onChange={() => onToggle(line.id)}
            aria-label={`${label} ${line.materialName}`}
            data-testid="line-check"
            style={{ width: 24, height: 24, flexShrink: 0, marginTop: 2 }}
          />
          {body}
        </HStack>
      ) : (
        body
      )}
    </Box>
  );
}
