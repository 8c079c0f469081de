const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * 'YYYY-MM-DD HH:mm:ss' (DATE_FORMATS.SAVE) in the local time zone, as dayjs formats it, for screens of
 * the first load (home), which should not download dayjs for one date.
 */
export function formatLocalSeconds(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
