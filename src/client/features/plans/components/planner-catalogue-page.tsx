import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictText } from '@/client/ui/dict-text';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryTableHandle, SearchField } from '@/client/ui/query-table/types';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import {
  type CatalogueSearch,
  plannerItemsQueryOptions,
  plannerTreeQueryOptions,
} from '../api/planner-catalogue';
import { formatYuan } from './money-text';

const SEARCH: CatalogueSearch = { keyword: '' };

function CategoryButtons({
  nodes,
  depth,
  selected,
  onSelect,
}: {
  nodes: readonly MaterialCategoryNode[];
  depth: number;
  selected: string;
  onSelect(id: string): void;
}) {
  return nodes.map((node) => (
    <Box key={node.id}>
      <Button
        size={{ base: 'md', md: 'xs' }}
        variant={selected === node.id ? 'solid' : 'ghost'}
        colorPalette="brand"
        justifyContent="flex-start"
        w="full"
        ps={`${depth * 12 + 8}px`}
        aria-pressed={selected === node.id}
        onClick={() => onSelect(node.id)}
        data-testid="catalogue-category"
      >
        {node.code} {node.name}
      </Button>
      {node.children.length ? (
        <CategoryButtons nodes={node.children} depth={depth + 1} selected={selected} onSelect={onSelect} />
      ) : null}
    </Box>
  ));
}

/** The material catalogue for planners (purchaseCatalogue-list): the category tree and a search of items. */
export function PlannerCataloguePage() {
  const { t } = useTranslation('plan');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const [categoryId, setCategoryId] = useState('');
  const category = useRef('');
  const tree = useQuery(plannerTreeQueryOptions());

  const select = (id: string) => {
    category.current = id;
    setCategoryId(id);
    table.current?.reload();
  };
  const load = useCallback(
    async (query: PageQuery<CatalogueSearch>) => {
      const page = await queryClient.fetchQuery(plannerItemsQueryOptions(category.current, query));
      return { records: page.records, total: page.total };
    },
    [queryClient],
  );
  const columns = useMemo<QueryColumn<MaterialItem>[]>(
    () => [
      { id: 'name', header: t('catalogue.name'), field: 'name', width: 200, card: 'title' },
      { id: 'code', header: t('catalogue.code'), field: 'code', width: 140 },
      { id: 'category', header: t('catalogue.category'), field: 'categoryName', width: 160 },
      { id: 'spec', header: t('fields.specification'), field: 'spec', width: 160 },
      {
        id: 'unit',
        header: t('fields.unitCode'),
        cell: (r) => (r.unit ? <DictText group={MEASURE_UNIT_GROUP} code={r.unit} /> : ''),
        width: 80,
      },
      {
        id: 'price',
        header: t('fields.unitPriceYuan'),
        cell: (r) => (r.price ? formatYuan(r.price) : ''),
        width: 130,
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [{ name: 'keyword', label: t('search.keyword'), placeholder: t('catalogue.keywordPlaceholder') }],
    [t],
  );

  return (
    <Stack gap="4" data-testid="planner-catalogue">
      <Heading size="lg">{t('catalogue.title')}</Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
        <Stack
          as="nav"
          aria-label={t('catalogue.categories')}
          gap="0.5"
          w={{ base: 'full', md: '64' }}
          flexShrink={0}
          maxH={{ base: '60', md: '70vh' }}
          overflowY="auto"
          data-testid="catalogue-tree"
        >
          <Button
            size={{ base: 'md', md: 'xs' }}
            variant={categoryId === '' ? 'solid' : 'ghost'}
            colorPalette="brand"
            justifyContent="flex-start"
            aria-pressed={categoryId === ''}
            onClick={() => select('')}
          >
            {t('catalogue.allCategories')}
          </Button>
          {tree.data ? (
            <CategoryButtons nodes={tree.data} depth={1} selected={categoryId} onSelect={select} />
          ) : null}
          {tree.isError ? <Text color="fg.error">{t('catalogue.treeFailed')}</Text> : null}
        </Stack>
        <Box minW="0" flex="1" w="full">
          <QueryTable<MaterialItem, CatalogueSearch>
            ref={table}
            columns={columns}
            load={load}
            searchFields={searchFields}
            initialSearch={SEARCH}
            rowKey={(row) => row.id}
            data-testid="catalogue-table"
          />
        </Box>
      </Stack>
    </Stack>
  );
}
