import { parseDecimal } from '@/shared/format/number';

/**
 * Money in Chinese capitals (大写金额), specification section 9: amounts below 1e15 with up to four
 * decimals (角 分 厘 毫), units 元 and 整.
 *
 * Rules, following the usual cheque-writing practice (支付结算办法):
 * - Sections of four digits take 万 and 亿; 1e12 and above read 万亿 (壹万亿, not 兆).
 * - A run of zeros inside the integer collapses into one 零 (1001 -> 壹仟零壹元; 100100 ->
 *   壹拾万零壹佰元), also across a section boundary (100000001 -> 壹亿零壹元).
 * - A zero units digit before the decimals writes no 零 (100100.5 -> 壹拾万零壹佰元伍角), but a zero
 *   角 before a non-zero 分 (or any zero before a later non-zero decimal) writes one 零
 *   (10.05 -> 壹拾元零伍分).
 * - 整 is appended when there is no non-zero decimal (1 and 1.00 -> 壹元整); never after decimals.
 * - Below one yuan the 元 is left out (0.5 -> 伍角); zero is 零元整.
 * - Negative amounts get a 负 prefix (never on zero).
 * - Decimals beyond the fourth are truncated, not rounded, like every fixed-decimal helper here.
 * - Numbers work on their shortest decimal string, so float artefacts stay below the fourth decimal.
 * - Invalid input (NaN, Infinity, non-numeric strings) and amounts whose absolute value is 1e15 or more
 *   give '' so the caller shows nothing rather than a wrong amount.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const RADICES = ['', '拾', '佰', '仟'] as const;
const DECIMAL_UNITS = ['角', '分', '厘', '毫'] as const;
const MAX_INTEGER_DIGITS = 15;

function digit(char: string): string {
  return DIGITS[Number(char)] ?? '';
}

/** int has no leading zeros and is not '0'. */
function integerCapitals(int: string): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < int.length; i++) {
    const char = int.charAt(i);
    const position = int.length - 1 - i;
    if (char === '0') {
      pendingZero = true;
    } else {
      if (pendingZero) out += DIGITS[0];
      pendingZero = false;
      out += digit(char) + RADICES[position % 4];
    }
    // 亿 closes everything above it; 万 (also the 万 of 万亿) only a non-zero section of four.
    if (position === 8) out += '亿';
    if ((position === 4 || position === 12) && /[1-9]/.test(int.slice(Math.max(0, i - 3), i + 1))) {
      out += '万';
    }
  }
  return out;
}

function decimalCapitals(frac: string, afterInteger: boolean): string {
  let out = '';
  let pendingZero = false;
  for (let j = 0; j < DECIMAL_UNITS.length; j++) {
    const char = frac.charAt(j) || '0';
    if (char === '0') {
      pendingZero = afterInteger || out !== '';
    } else {
      if (pendingZero) out += DIGITS[0];
      pendingZero = false;
      out += digit(char) + DECIMAL_UNITS[j];
    }
  }
  return out;
}

export function toChineseCapitals(amount: number | string): string {
  const parts = parseDecimal(amount);
  if (!parts || parts.int.length > MAX_INTEGER_DIGITS) return '';
  const hasInteger = parts.int !== '0';
  const integer = hasInteger ? `${integerCapitals(parts.int)}元` : '';
  const decimals = decimalCapitals(parts.frac.slice(0, DECIMAL_UNITS.length), hasInteger);
  if (!hasInteger && !decimals) return '零元整';
  const text = decimals ? integer + decimals : `${integer}整`;
  return parts.negative ? `负${text}` : text;
}
