import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only ever imported dynamically (work-chart.tsx), so echarts stays off the first screen: just the bar
// chart and the parts it uses, drawn as SVG.
echarts.use([BarChart, GridComponent, TitleComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export { echarts };
