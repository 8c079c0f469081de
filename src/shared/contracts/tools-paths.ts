// Paths only, without zod: the first screen's code calls these endpoints and must not load every schema.
export const TOOLS_PATHS = {
  getTime: '/common-common/tools/getTime',
  holidayNum: '/common-common/tools/getHolidayNum',
} as const;
