import dayjs from 'dayjs';
import type { AssistantSource } from '@/shared/contracts/assistant';
import type { ToolsService } from '../../tools/service';
import { translate } from '../../../lib/translate';
import type { AssistantIntent, IntentContext } from '../intent-registry';

const HOLIDAY_ROUTE = '/baseManagement/holidayManage';
const DATE = /\b(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?/g;

function datesIn(text: string): string[] {
  return [...text.matchAll(DATE)]
    .map((m) => dayjs(`${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`))
    .filter((d) => d.isValid())
    .map((d) => d.format('YYYY-MM-DD'));
}

/** The holiday calendar as a source; linked only for users whose menus hold its screen. */
async function calendarSource(ctx: IntentContext): Promise<AssistantSource> {
  const route = (await ctx.visibleRoutes()).has(HOLIDAY_ROUTE) ? HOLIDAY_ROUTE : null;
  return {
    kind: 'record',
    id: 'holiday-calendar',
    title: translate(ctx.lang, 'assistant:source.holidays'),
    route,
  };
}

/** The server clock and the platform's holiday calendar (public data: the holiday-range call is open). */
export function calendarIntents(tools: ToolsService): AssistantIntent[] {
  return [
    {
      id: 'calendar.workingDays',
      priority: 10,
      patterns: [/\b(working|business|work) ?days?\b|工作日|\bjours? (ouvres?|ouvrables?|travailles?)\b/],
      async answer(ctx) {
        const dates = datesIn(ctx.question);
        if (dates.length < 2) return null;
        const [from, to] = [dates[0] as string, dates[1] as string].sort();
        const start = from as string;
        const end = to as string;
        const total = dayjs(end).diff(dayjs(start), 'day') + 1;
        const { holidayNum } = await tools.holidayNum(start, end);
        const text = translate(ctx.lang, 'assistant:intent.workingDays', {
          start,
          end,
          working: total - holidayNum,
          rest: holidayNum,
          total,
        });
        return { text, facts: [text], sources: [await calendarSource(ctx)] };
      },
    },
    {
      id: 'calendar.serverTime',
      patterns: [
        /\b(server|current) (time|date)\b|\bwhat time\b|\bwhat (is the )?date\b|\btoday'?s date\b|\bwhat day is (it )?today\b/,
        /服务器时间|现在几点|几点了|当前时间|今天几号|今天是几|今天日期|现在时间/,
        /\bquelle heure\b|\bheure (du serveur|actuelle)\b|\bquelle date\b|\bdate du jour\b|\bquel jour sommes/,
      ],
      async answer(ctx) {
        const { iso } = tools.serverTime();
        const time = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
        const text = translate(ctx.lang, 'assistant:intent.serverTime', { time });
        return {
          text,
          facts: [text],
          sources: [
            {
              kind: 'record',
              id: 'server-clock',
              title: translate(ctx.lang, 'assistant:source.clock'),
              route: null,
            },
          ],
        };
      },
    },
  ];
}
