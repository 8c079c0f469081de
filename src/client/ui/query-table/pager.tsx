import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE } from '@/shared/codes/constants';

interface PagerProps {
  pageNo: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** `total` is a lower bound (the server caps its count): shown as "total+", paging goes on. */
  totalCapped?: boolean | undefined;
  pageSizeChoices: readonly number[];
  onPageNo(pageNo: number): void;
  onPageSize(pageSize: number): void;
}

/** Total, page size choice and page moves under a query table. */
export function Pager(props: PagerProps) {
  const { pageNo, pageSize, pageCount, total, onPageNo } = props;
  const { t } = useTranslation('table');
  const choices = props.pageSizeChoices.includes(pageSize)
    ? props.pageSizeChoices
    : [...props.pageSizeChoices, pageSize].sort((a, b) => a - b);
  const moves = [
    { id: 'first', to: FIRST_PAGE, disabled: pageNo <= FIRST_PAGE, label: '«' },
    { id: 'prev', to: pageNo - 1, disabled: pageNo <= FIRST_PAGE, label: '‹' },
    { id: 'next', to: pageNo + 1, disabled: pageNo >= pageCount, label: '›' },
    // A capped total is no last page: the button would land short of the end.
    { id: 'last', to: pageCount, disabled: pageNo >= pageCount || !!props.totalCapped, label: '»' },
  ] as const;
  const labels = { first: 'first', prev: 'previous', next: 'next', last: 'last' } as const;

  return (
    <HStack gap="3" justify="flex-end" wrap="wrap" fontSize="sm" data-testid="query-pager">
      <Text data-testid="query-total">{t('total', { total: props.totalCapped ? `${total}+` : total })}</Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={t('pageSizeLabel')}
          data-testid="query-page-size"
          value={String(pageSize)}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
        >
          {choices.map((size) => (
            <option key={size} value={size}>
              {t('pageSize', { size })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="1">
        {moves.map((move) => (
          <Button
            key={move.id}
            size="xs"
            variant="outline"
            aria-label={t(labels[move.id])}
            title={t(labels[move.id])}
            disabled={move.disabled}
            onClick={() => onPageNo(move.to)}
            data-testid={`query-page-${move.id}`}
          >
            {move.label}
          </Button>
        ))}
      </HStack>
      <Text data-testid="query-page">{t('page', { page: pageNo, pages: pageCount })}</Text>
    </HStack>
  );
}
