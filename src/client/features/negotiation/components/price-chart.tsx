import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceChartSeries } from '@/shared/contracts/negotiation';
import { pointLabel } from '../lib/chart-rows';

/**
 * Each supplier's price across rounds as a line chart. echarts loads only here, by a dynamic import once
 * the chart is on screen; the table beside it (PriceTable) says the same for screen readers, so the
 * drawing itself is hidden from them.
 */
export function PriceChart({ series }: { series: readonly PriceChartSeries[] }) {
  const { t } = useTranslation('negotiation');
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
        const xData = series[0]?.xData ?? [];
        instance.setOption({
          animation: false,
          aria: { enabled: false },
          tooltip: { trigger: 'axis' },
          legend: { top: 0, type: 'scroll' },
          grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
          xAxis: { type: 'category', data: xData.map((x) => pointLabel(x, t)) },
          yAxis: { type: 'value', scale: true },
          series: series.map((s) => ({
            name: s.supplierName,
            type: 'line',
            connectNulls: false,
            // Decimal text stays exact in the table; the drawing only needs its position.
            data: s.yData.map((y) => (y === null ? null : Number(y))),
          })),
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
  }, [series, t]);

  return (
    <Box position="relative" minW="0" data-testid="negotiation-chart" data-state={state}>
      <Box ref={host} aria-hidden="true" h={{ base: '240px', md: '320px' }} w="full" />
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
