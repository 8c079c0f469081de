import { Box, Button, Card, Flex, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteRegionMutationOptions } from '../api/delete-region';
import type { RegionDetail as Detail } from '../api/get-region-detail';
import { regionTreeQueryOptions } from '../api/get-region-tree';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { useDeleteFlow } from '@/client/features/admin-common';
import { branchIds, pathTo, toggled } from '../lib/region-tree';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { RegionDetail } from './region-detail';
import { RegionDialog, type RegionEditing } from './region-dialog';
import { RegionTree } from './region-tree';

/** /baseManagement/regionManage: provinces, cities, districts and towns. */
export function RegionPage() {
  const { t } = useTranslation('admin-config-b-ui');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ editing: RegionEditing; parentName: string | null } | null>(null);
  const tree = useQuery(regionTreeQueryOptions(search));
  const nodes = tree.data ?? [];
  const remove = useDeleteFlow<Detail>({
    mutation: deleteRegionMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.regions,
    idOf: (row) => row.id,
    onDeleted: () => setSelectedId(null),
  });

  // A search lists the matches with their ancestors: open every branch so the matches show.
  useEffect(() => {
    if (search && tree.data) setExpanded(new Set(branchIds(tree.data)));
  }, [search, tree.data]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  const saved = (id: string, parentId: string | null) => {
    setSelectedId(id);
    if (parentId) setExpanded((current) => new Set([...current, ...pathTo(nodes, parentId)]));
  };

  return (
    <Stack gap="4" data-testid="region-page">
      <Heading size="lg">{t('region.title')}</Heading>
      <Flex gap="6" align="flex-start" wrap="wrap">
        <Card.Root flex="1" minW="xs">
          <Card.Body gap="3">
            <HStack as="form" gap="2" onSubmit={submitSearch}>
              <Input
                size="sm"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                placeholder={t('region.searchPlaceholder')}
                aria-label={t('region.search')}
                data-testid="region-search"
              />
              <Button type="submit" size="sm" colorPalette="brand" data-testid="region-search-submit">
                {t('region.search')}
              </Button>
            </HStack>
            <Box>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing({ editing: { mode: 'add', parent: null }, parentName: null })}
                data-testid="region-add-root"
              >
                {t('region.addRoot')}
              </Button>
            </Box>
            {tree.isPending ? <Spinner size="sm" /> : null}
            {!tree.isPending && nodes.length === 0 ? <Text color="fg.muted">{t('common.empty')}</Text> : null}
            <RegionTree
              nodes={nodes}
              expanded={expanded}
              selectedId={selectedId}
              onToggle={(id) => setExpanded((current) => toggled(current, id))}
              onSelect={(node) => setSelectedId(node.id)}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root flex="1" minW="xs">
          <Card.Header>
            <Card.Title>{t('region.detail')}</Card.Title>
          </Card.Header>
          <Card.Body>
            <RegionDetail
              id={selectedId}
              onAddChild={(region) =>
                setEditing({ editing: { mode: 'add', parent: region }, parentName: region.name })
              }
              onEdit={(region) =>
                setEditing({ editing: { mode: 'edit', region }, parentName: region.parentName })
              }
              onDelete={remove.ask}
            />
          </Card.Body>
        </Card.Root>
      </Flex>
      <RegionDialog
        editing={editing?.editing ?? null}
        parentName={editing?.parentName}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          const current = editing?.editing;
          saved(id, current?.mode === 'add' ? (current.parent?.id ?? null) : null);
        }}
      />
      <ConfirmDialog
        open={remove.target !== null}
        title={t('delete.title')}
        message={remove.target ? t('delete.message', { name: remove.target.name }) : ''}
        confirmLabel={t('actions.delete')}
        busy={remove.busy}
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
      />
    </Stack>
  );
}
