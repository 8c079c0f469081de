import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';

/** The project of a signup or clarification row: name, and its code under it. */
export function projectColumn<Row extends { projectName: string; projectCode: string }>(
  t: TFunction,
  width?: number,
): QueryColumn<Row> {
  return {
    id: 'project',
    header: t('tender-buyer:fields.project'),
    cell: (row) => (
      <Stack gap="0">
        <Text>{row.projectName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.projectCode}
        </Text>
      </Stack>
    ),
    ...(width === undefined ? {} : { width }),
  };
}

/** Narrows a list to one of the organisation's projects (useProjectOptions). */
export function projectSearchField(t: TFunction, options: readonly { value: string; label: string }[]) {
  return {
    name: 'projectId',
    type: 'select',
    label: t('tender-buyer:search.project'),
    placeholder: t('tender-buyer:search.allProjects'),
    options,
  } satisfies SearchField;
}

/** Narrows a list to one status of a code list, labelled from codes.json. */
export function statusSearchField(
  t: TFunction,
  name: string,
  group: 'auditStatus' | 'purchaseStatus',
  codes: Readonly<Record<string, string>>,
) {
  return {
    name,
    type: 'select',
    label: t(`tender-buyer:search.${name}`),
    placeholder: t('tender-buyer:search.allStatuses'),
    options: Object.values(codes).map((code) => ({ value: code, label: t(`codes:${group}.${code}`) })),
  } satisfies SearchField;
}

interface ListHeaderProps {
  title: ReactNode;
  /** The list's 'new' button. */
  actionLabel: ReactNode;
  onAction(): void;
  actionTestId: string;
}

/** A list page's title with its 'new' button. */
export function ListHeader({ title, actionLabel, onAction, actionTestId }: ListHeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading size="lg">{title}</Heading>
      <Button size="sm" colorPalette="brand" onClick={onAction} data-testid={actionTestId}>
        {actionLabel}
      </Button>
    </HStack>
  );
}
