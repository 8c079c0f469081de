import { Button, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import { catalogueItemsQueryOptions, catalogueTreeQueryOptions } from '../api/catalogue';
import { PlanDialog } from './plan-dialog';

export interface PickedMaterial {
  materialId: string;
  materialName: string;
  categoryCode: string;
  specification: string;
  unitCode: string;
}

interface Category {
  id: string;
  code: string;
  label: string;
}

const INDENT = '\u00a0\u00a0';

function flatten(nodes: readonly MaterialCategoryNode[], depth = 0): Category[] {
  return nodes.flatMap((node) => [
    { id: node.id, code: node.code, label: INDENT.repeat(depth) + node.name },
    ...flatten(node.children, depth + 1),
  ]);
}

interface MaterialPickerDialogProps {
  open: boolean;
  onClose(): void;
  onPick(material: PickedMaterial): void;
}

/** The catalogue tree and a search over its approved, enabled items; a pick fills the line's material. */
export function MaterialPickerDialog({ open, onClose, onPick }: MaterialPickerDialogProps) {
  const { t } = useTranslation('plan');
  return (
    <PlanDialog open={open} onClose={onClose} title={t('picker.title')} data-testid="material-picker">
      {open ? <Picker onPick={onPick} onClose={onClose} /> : null}
    </PlanDialog>
  );
}

function Picker({ onPick, onClose }: Omit<MaterialPickerDialogProps, 'open'>) {
  const { t } = useTranslation('plan');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [applied, setApplied] = useState({ keyword: '', categoryId: '' });
  const tree = useQuery(catalogueTreeQueryOptions());
  const categories = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const items = useQuery(catalogueItemsQueryOptions(applied));
  const pick = (item: MaterialItem) => {
    const category = categories.find((option) => option.id === item.categoryId);
    onPick({
      materialId: item.id,
      materialName: item.name,
      categoryCode: category?.code ?? item.categoryId,
      specification: item.spec ?? '',
      unitCode: item.unit ?? '',
    });
    onClose();
  };
  return (
    <Stack gap="3">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ keyword: keyword.trim(), categoryId });
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="2">
          <NativeSelect.Root size={{ base: 'lg', md: 'sm' }}>
            <NativeSelect.Field
              aria-label={t('picker.category')}
              value={categoryId}
              onChange={(event) => setCategoryId(event.currentTarget.value)}
              data-testid="picker-category"
            >
              <option value="">{t('picker.allCategories')}</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            size={{ base: 'lg', md: 'sm' }}
            aria-label={t('picker.keyword')}
            placeholder={t('picker.keyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            data-testid="picker-keyword"
          />
          <Button type="submit" size={{ base: 'lg', md: 'sm' }} data-testid="picker-search">
            {t('actions.search')}
          </Button>
        </Stack>
      </form>
      {items.isPending ? <Spinner alignSelf="center" /> : null}
      {items.isError || tree.isError ? (
        <Notice status="warning" testId="picker-unavailable">
          {t('picker.unavailable')}
        </Notice>
      ) : null}
      {items.data?.records.length === 0 ? <Text color="fg.muted">{t('picker.none')}</Text> : null}
      <Stack gap="1" data-testid="picker-results">
        {items.data?.records.map((item) => (
          <Button
            key={item.id}
            variant="outline"
            justifyContent="flex-start"
            height="auto"
            minH="11"
            py="2"
            whiteSpace="normal"
            textAlign="start"
            onClick={() => pick(item)}
            data-testid="picker-item"
          >
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{item.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[item.code, item.spec, item.categoryName].filter(Boolean).join(' · ')}
              </Text>
            </HStack>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
