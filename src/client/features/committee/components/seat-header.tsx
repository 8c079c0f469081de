import { Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MySeatView } from '@/shared/contracts/committee-draw';

/** Which project the expert's screen is about and where their task stands. */
export function SeatHeader({ seat }: { seat: MySeatView }) {
  const { t } = useTranslation('committee');
  return (
    <Flex gap="3" wrap="wrap" fontSize="sm" data-testid="seat-header">
      <Text fontWeight="semibold">
        {seat.projectCode} {seat.projectName}
      </Text>
      <Text color="fg.muted" data-testid="seat-task-status">
        {t(`codes:expertTaskStatus.${seat.taskStatus}`)}
      </Text>
    </Flex>
  );
}
