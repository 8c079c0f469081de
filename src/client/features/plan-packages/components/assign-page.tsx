import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/client/ui/form-select';
import { Pager } from '@/client/ui/query-table/pager';
import { notifySuccess } from '@/client/ui/toaster';
import { FIRST_PAGE, PAGE_SIZE_CHOICES } from '@/shared/codes/constants';
import { type AssignQuery, assignLines, assignPageOptions, PACKAGE_KEY, undoAssign } from '../api/calls';
import { firstAssignQuery } from '../lib/first-query';
import { LineCard, totalOf, yuanText } from './line-card';

/**
 * Allocation of plan lines: level 00 (planDepartAssign) gives the organisation's approved lines to a
 * department, level 01 (planDepartmentAssign) gives my department's lines to the buyer who executes them.
 */
export function AssignPage({ level }: { level: '00' | '01' }) {
  const { t } = useTranslation('plan-package');
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<AssignQuery>(() => firstAssignQuery(level));
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const page = useQuery(assignPageOptions(query));
  const records = page.data?.records ?? [];
  const options = page.data?.options ?? [];
  const picked = records.filter((l) => chosen.includes(l.id));

  const change = (next: Partial<AssignQuery>) => {
    setChosen([]);
    setQuery((q) => ({ ...q, ...next }));
  };
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(t(done));
      setChosen([]);
      await queryClient.invalidateQueries({ queryKey: PACKAGE_KEY });
    } catch {
      // Toasted by the request layer, translated and naming the line.
    } finally {
      setBusy(false);
    }
  };
  const assign = () =>
    run(
      () =>
        assignLines({
          level,
          lineIds: chosen,
          ...(level === '00' ? { departId: target } : { executorId: target }),
        }),
      'done.assigned',
    );
  const undo = () => run(() => undoAssign({ level, lineIds: chosen }), 'done.undone');
  const pageCount = Math.max(1, Math.ceil((page.data?.total ?? 0) / query.pageSize));

  return (
    <Stack gap="4" data-testid="assign-page" data-level={level}>
      <Heading size="lg">{t(level === '00' ? 'titles.departAssign' : 'titles.departmentAssign')}</Heading>
      <HStack gap="2" wrap="wrap" role="tablist">
        {(['todo', 'done'] as const).map((state) => (
          <Button
            key={state}
            role="tab"
            aria-selected={query.state === state}
            size={{ base: 'md', md: 'sm' }}
            variant={query.state === state ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => change({ state, pageNo: FIRST_PAGE })}
            data-testid={`assign-tab-${state}`}
          >
            {t(`tabs.${state}`)} ({page.data?.stateCounts[state] ?? 0})
          </Button>
        ))}
      </HStack>
      <HStack
        as="form"
        gap="2"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault();
          change({ keyword, pageNo: FIRST_PAGE });
        }}
      >
        <Input
          flex="1"
          minW="12rem"
          size={{ base: 'lg', md: 'sm' }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('fields.keyword')}
          aria-label={t('fields.keyword')}
          data-testid="assign-keyword"
        />
        <Button type="submit" size={{ base: 'lg', md: 'sm' }} variant="outline">
          {t('actions.search')}
        </Button>
      </HStack>
      <Stack gap="2" data-testid="assign-lines">
        {records.length === 0 && !page.isFetching ? <Text color="fg.muted">{t('hints.noLines')}</Text> : null}
        {records.map((line) => (
          <LineCard key={line.id} line={line} checked={chosen.includes(line.id)} onToggle={toggle} />
        ))}
      </Stack>
      <Pager
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        pageCount={pageCount}
        total={page.data?.total ?? 0}
        pageSizeChoices={PAGE_SIZE_CHOICES}
        onPageNo={(pageNo) => change({ pageNo })}
        onPageSize={(pageSize) => change({ pageSize, pageNo: FIRST_PAGE })}
      />
      <Stack
        gap="2"
        borderTopWidth="1px"
        pt="3"
        position="sticky"
        bottom="0"
        bg="bg"
        data-testid="assign-bar"
      >
        <Text fontSize="sm" data-testid="assign-selected">
          {t('hints.selected', { count: picked.length, amount: yuanText(totalOf(picked)) })}
        </Text>
        <HStack gap="2" wrap="wrap">
          <FormSelect
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            options={options.map((o) => ({ value: o.id, label: o.name }))}
            placeholder={t('hints.pickTarget')}
            aria-label={t(level === '00' ? 'fields.depart' : 'fields.executor')}
            data-testid="assign-target"
          />
          <Button
            size={{ base: 'lg', md: 'sm' }}
            colorPalette="brand"
            disabled={busy || picked.length === 0 || !target}
            onClick={() => void assign()}
            data-testid="assign-submit"
          >
            {t('actions.assign')}
          </Button>
          {query.state === 'done' ? (
            <Button
              size={{ base: 'lg', md: 'sm' }}
              variant="outline"
              disabled={busy || picked.length === 0}
              onClick={() => void undo()}
              data-testid="assign-undo"
            >
              {t('actions.undoAssign')}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Stack>
  );
}
