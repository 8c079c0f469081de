import { Box, Button, Center, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeRecord } from '@/shared/contracts/admin-config-dictionaries';
import { deleteType } from '../api/delete-type';
import { typeTreeQueryOptions } from '../api/get-type-tree';
import { useConfirmMutation, flattenTree } from '@/client/features/admin-common';
import { typeName } from '../lib/type-tree';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { TypeFormDialog, type TypeFormMode } from './type-form-dialog';

interface TypePanelProps {
  groupId: string;
  /** After a type changed: the group list's counts move. */
  onChanged(): void;
}

/** The types of the chosen group as a tree, with add (at the root or under a type), edit and delete. */
export function TypePanel({ groupId, onChanged }: TypePanelProps) {
  const { t, i18n } = useTranslation('admin-config-a-ui');
  const queryClient = useQueryClient();
  const tree = useQuery(typeTreeQueryOptions(groupId));
  const [mode, setMode] = useState<TypeFormMode | null>(null);
  const types = tree.data?.types ?? [];
  const rows = flattenTree(types);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: typeTreeQueryOptions(groupId).queryKey });
    onChanged();
  };
  const removal = useConfirmMutation((type: TypeRecord) => deleteType(type.id), changed);

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="type-panel">
      <HStack justify="space-between">
        <Heading size="md" data-testid="type-panel-title">
          {t('dict.type.title', { group: tree.data?.group.groupName ?? '' })}
        </Heading>
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => setMode({ kind: 'add', parentId: null })}
          disabled={!tree.data}
          data-testid="type-add"
        >
          {t('dict.type.add')}
        </Button>
      </HStack>
      {tree.isPending ? (
        <Center py="6">
          <Spinner size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center" data-testid="type-empty">
          {t('dict.type.empty')}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('dict.type.fields.typecode')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('dict.type.fields.name')}</Table.ColumnHeader>
                <Table.ColumnHeader width="70px">{t('fields.sort')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('table:actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ node, depth }) => (
                <Table.Row key={node.id} data-testid="type-row" data-code={node.typecode}>
                  <Table.Cell ps={`${12 + depth * 20}px`} fontFamily="mono" fontSize="sm">
                    {depth > 0 ? '└ ' : ''}
                    {node.typecode}
                  </Table.Cell>
                  <Table.Cell data-testid="type-row-name">{typeName(node, i18n.language)}</Table.Cell>
                  <Table.Cell>{node.sort}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        onClick={() => setMode({ kind: 'add', parentId: node.id })}
                        data-testid="type-add-child"
                      >
                        {t('dict.type.addChild')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        onClick={() => setMode({ kind: 'edit', type: node })}
                        data-testid="type-edit"
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => removal.ask(node)}
                        data-testid="type-delete"
                      >
                        {t('actions.delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <TypeFormDialog
        groupId={groupId}
        types={types}
        mode={mode}
        onClose={() => setMode(null)}
        onSaved={() => {
          setMode(null);
          changed();
        }}
      />
      <ConfirmDialog
        confirmLabel={t('actions.delete')}
        open={removal.row !== null}
        title={t('dict.type.deleteTitle')}
        message={t('dict.type.deleteMessage', { name: removal.row?.typecode ?? '' })}
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Stack>
  );
}
