import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardChart } from '@/shared/contracts/dashboard';

interface Props {
  byStatus: { label: string; count: number }[];
  byMonth: DashboardChart['byMonth'];
}

/**
 * Two bar charts in one drawing: projects by status (left) and budgets by month (right; one above the
 * other on a phone). echarts loads only here, by a dynamic import once the section is on screen; the
 * tables beside it say the same for screen readers, so the drawing is hidden from them.
 */
export function WorkChart({ byStatus, byMonth }: Props) {
  const { t } = useTranslation('dashboard');
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | undefined;
    const onResize = () => chart?.resize();
    import('../lib/load-echarts')
      .then(({ echarts }) => {
        if (disposed || !host.current) return;
        const instance = echarts.init(host.current, undefined, { renderer: 'svg' });
        chart = instance;
        const narrow = host.current.clientWidth < 560;
        const grids = narrow
          ? [
              { left: 8, right: 8, top: 28, height: '36%', containLabel: true },
              { left: 8, right: 8, bottom: 8, height: '36%', containLabel: true },
            ]
          : [
              { left: 8, width: '44%', top: 28, bottom: 8, containLabel: true },
              { right: 8, width: '44%', top: 28, bottom: 8, containLabel: true },
            ];
        instance.setOption({
          animation: false,
          aria: { enabled: false },
          tooltip: { trigger: 'axis' },
          title: [
            { text: t('chart.byStatus'), left: narrow ? 0 : '2%', top: 0, textStyle: { fontSize: 12 } },
            {
              text: t('chart.byMonth'),
              left: narrow ? 0 : '52%',
              top: narrow ? '50%' : 0,
              textStyle: { fontSize: 12 },
            },
          ],
          grid: grids,
          xAxis: [
            {
              gridIndex: 0,
              type: 'category',
              data: byStatus.map((r) => r.label),
              axisLabel: { interval: 0, rotate: 30 },
            },
            { gridIndex: 1, type: 'category', data: byMonth.map((r) => r.month.slice(2)) },
          ],
          yAxis: [
            { gridIndex: 0, type: 'value', minInterval: 1 },
            { gridIndex: 1, type: 'value' },
          ],
          series: [
            {
              type: 'bar',
              xAxisIndex: 0,
              yAxisIndex: 0,
              name: t('chart.count'),
              data: byStatus.map((r) => r.count),
            },
            {
              type: 'bar',
              xAxisIndex: 1,
              yAxisIndex: 1,
              name: t('chart.amount'),
              // The exact decimal text is in the table; the drawing only needs the bar's height.
              data: byMonth.map((r) => Number(r.amount)),
            },
          ],
        });
        window.addEventListener('resize', onResize);
        setState('drawn');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [byStatus, byMonth, t]);

  return (
    <Box position="relative" minW="0" data-testid="dashboard-chart" data-state={state}>
      <Box ref={host} aria-hidden="true" h={{ base: '420px', md: '300px' }} w="full" />
      {state === 'loading' ? (
        <Center position="absolute" inset="0" gap="2">
          <Spinner size="sm" />
          <Text fontSize="sm">{t('chart.loading')}</Text>
        </Center>
      ) : null}
      {state === 'failed' ? (
        <Text fontSize="sm" color="fg.error">
          {t('chart.failed')}
        </Text>
      ) : null}
    </Box>
  );
}
