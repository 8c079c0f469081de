import { Alert, Badge, Button, Center, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationTaskView } from '@/shared/contracts/tender-committee';
import { formatDateTime } from '@/shared/format/time';
import { useEvaluationTasks } from '../hooks/use-evaluation-tasks';
import { OpeningCountdown } from './opening-countdown';
import { TaskDocuments } from '@/client/features/documents';

const TASK_PALETTE: Record<string, string> = { '00': 'blue', '03': 'orange', '05': 'green' };

function Code({ group, code, testId }: { group: string; code: string; testId: string }) {
  const { t } = useTranslation('codes');
  return (
    <Badge
      colorPalette={group === 'expertTaskStatus' ? (TASK_PALETTE[code] ?? 'gray') : 'gray'}
      data-testid={testId}
      data-code={code}
    >
      {t(`${group}.${code}`, { defaultValue: code })}
    </Badge>
  );
}

const COLUMNS = ['project', 'projectStatus', 'opening', 'taskStatus', 'assignedAt'] as const;

interface TaskRowProps {
  task: EvaluationTaskView;
  open: boolean;
  onToggle(): void;
}

function TaskRow({ task, open, onToggle }: TaskRowProps) {
  const { t } = useTranslation('tender-documents');
  return (
    <Table.Row data-testid="evaluation-task" data-project-code={task.projectCode}>
      <Table.Cell>
        <Text fontWeight="medium">{task.projectName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {task.projectCode}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Code group="purchaseStatus" code={task.projectStatus} testId="project-status" />
      </Table.Cell>
      <Table.Cell>
        <OpeningCountdown at={task.quoteEndTime} />
      </Table.Cell>
      <Table.Cell>
        <Code group="expertTaskStatus" code={task.status} testId="task-status" />
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{formatDateTime(task.assignedAt)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Button size="xs" variant="outline" onClick={onToggle} data-testid="task-documents">
          {open ? t('actions.hideDocuments') : t('actions.documents')}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** procurement/evaluationLobby-list: the committees the signed-in expert sits on. */
export function EvaluationHallPage({ userId }: { userId: string }) {
  const { t } = useTranslation('tender-expert');
  const query = useEvaluationTasks(userId);
  const tasks = query.data?.tasks;
  const [openTask, setOpenTask] = useState<string | null>(null);
  return (
    <Stack gap="5" data-testid="evaluation-hall">
      <Stack gap="1">
        <Heading size="xl">{t('title')}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      {query.data?.offline ? (
        <Alert.Root status="info" data-testid="device-copy">
          <Alert.Indicator />
          <Alert.Description>{t('deviceCopy')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {query.error ? (
        <Alert.Root status="error" data-testid="load-failed">
          <Alert.Indicator />
          <Alert.Description>
            {query.error instanceof Error && query.error.message ? query.error.message : t('loadFailed')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {query.isLoading ? (
        <Center py="6">
          <Spinner size="sm" color="brand.solid" />
        </Center>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="evaluation-tasks">
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((c) => (
                  <Table.ColumnHeader key={c}>{t(`column.${c}`)}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tasks?.map((task) => (
                <Fragment key={task.id}>
                  <TaskRow
                    task={task}
                    open={openTask === task.id}
                    onToggle={() => setOpenTask((current) => (current === task.id ? null : task.id))}
                  />
                  {openTask === task.id ? (
                    <Table.Row data-testid="task-documents-panel">
                      <Table.Cell colSpan={COLUMNS.length + 1}>
                        <TaskDocuments userId={userId} projectId={task.projectId} />
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              ))}
              {tasks && tasks.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length + 1}>
                    <Text color="fg.muted" data-testid="evaluation-tasks-empty">
                      {t('empty')}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
