import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { ChatDept } from '@/shared/contracts/chat-models';
import { deptsQueryOptions } from '../api/get-depts';

function DeptNode({
  dept,
  depth,
  activeId,
  onOpen,
}: {
  dept: ChatDept;
  depth: number;
  activeId?: string;
  onOpen(id: string): void;
}) {
  return (
    <>
      <Box
        as="button"
        textAlign="start"
        py="1.5"
        pe="3"
        ps={`${12 + depth * 16}px`}
        bg={dept.id === activeId ? 'bg.emphasized' : undefined}
        _hover={{ bg: 'bg.muted' }}
        onClick={() => onOpen(dept.id)}
        data-testid="dept-node"
      >
        <Text truncate fontSize="sm">
          {dept.name}
        </Text>
      </Box>
      {dept.children.map((child) => (
        <DeptNode key={child.id} dept={child} depth={depth + 1} activeId={activeId} onOpen={onOpen} />
      ))}
    </>
  );
}

/** Menu 03: the organisation tree; a department shows its people. */
export function DeptPanel() {
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string };
  const depts = useQuery(deptsQueryOptions());
  const open = (id: string) => void navigate({ to: '/evalChat/chat/dept/$id', params: { id } });
  return (
    <Box
      w={{ base: 'full', md: '72' }}
      flexShrink={0}
      borderRightWidth={{ base: '0', md: '1px' }}
      overflowY="auto"
      py="2"
      data-testid="dept-panel"
    >
      <Stack gap="0">
        {(depts.data ?? []).map((dept) => (
          <DeptNode key={dept.id} dept={dept} depth={0} activeId={params.id} onOpen={open} />
        ))}
      </Stack>
    </Box>
  );
}
