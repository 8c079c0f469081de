/**
 * Industry code mapping of the specification (sections 4 and 6 of the two documents): 03 is folded
 * into 00. The specification does not name the industries, so no labels exist for them.
 */
export const INDUSTRY_CODE_MAP = {
  '00': '00',
  '01': '01',
  '02': '02',
  '03': '00',
} as const;

export type SourceIndustryCode = keyof typeof INDUSTRY_CODE_MAP;
export type IndustryCode = (typeof INDUSTRY_CODE_MAP)[SourceIndustryCode];

/** Mapped industry code, or undefined for any code outside the mapping. */
export function mapIndustryCode(code: string | null | undefined): IndustryCode | undefined {
  if (typeof code !== 'string' || !Object.hasOwn(INDUSTRY_CODE_MAP, code)) return undefined;
  return INDUSTRY_CODE_MAP[code as SourceIndustryCode];
}
