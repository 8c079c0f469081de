import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProfileChange } from '@/shared/contracts/profile-common';
import type { ChangeKind } from '../lib/change-kinds';
import { formatChangeValue } from '../lib/change-values';

/** One recorded value, read as the form shows it. */
export function ChangeValue({ kind, field, value }: { kind: ChangeKind; field: string; value: unknown }) {
  const { t } = useTranslation(['profile-changes', 'profile', 'party-profile', 'codes']);
  const empty = t('profile-changes:value.empty');
  const text = formatChangeValue(kind, field, value, (key) => t(key), empty);
  return (
    <Text as="span" color={text === empty ? 'fg.muted' : undefined} wordBreak="break-word">
      {text}
    </Text>
  );
}

/** Old value -> new value of one change. */
export function ChangeArrow({ kind, change }: { kind: ChangeKind; change: ProfileChange }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="change-values">
      <ChangeValue kind={kind} field={change.field} value={change.oldValue} />
      <Text as="span" aria-hidden color="fg.muted">
        →
      </Text>
      <ChangeValue kind={kind} field={change.field} value={change.newValue} />
    </HStack>
  );
}
