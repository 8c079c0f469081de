import { describe, expect, it } from 'vitest';
import { toChineseCapitals } from '@/shared/format/money-capitals';

describe('toChineseCapitals', () => {
  it.each<[number | string, string]>([
    [0, '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    ['1.00', '壹元整'],
    [10, '壹拾元整'],
    [11, '壹拾壹元整'],
    [100, '壹佰元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [10000, '壹万元整'],
    [100100.5, '壹拾万零壹佰元伍角'],
    [101000, '壹拾万零壹仟元整'],
    [111000, '壹拾壹万壹仟元整'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [16409.02, '壹万陆仟肆佰零玖元零贰分'],
    [325.04, '叁佰贰拾伍元零肆分'],
    [10.05, '壹拾元零伍分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [102000000, '壹亿零贰佰万元整'],
    [120000000, '壹亿贰仟万元整'],
    [1000000000000, '壹万亿元整'],
    [1000000000001, '壹万亿零壹元整'],
    [1234500000000, '壹万贰仟叁佰肆拾伍亿元整'],
    [1000100000000, '壹万零壹亿元整'],
    [1e15 - 1, '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    ['999999999999999.9999', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分玖厘玖毫'],
  ])('integers and zero rules: %s -> %s', (amount, expected) => {
    expect(toChineseCapitals(amount)).toBe(expected);
  });

  it.each<[number | string, string]>([
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.0001, '壹毫'],
    ['0.001', '壹厘'],
    [1.2345, '壹元贰角叁分肆厘伍毫'],
    // Decimals past the fourth are truncated, not rounded.
    [1.23456, '壹元贰角叁分肆厘伍毫'],
    ['1.23459', '壹元贰角叁分肆厘伍毫'],
    ['0.00009', '零元整'],
    [1.0305, '壹元零叁分零伍毫'],
    [1.2005, '壹元贰角零伍毫'],
    [0.505, '伍角零伍厘'],
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    [0.1 + 0.2, '叁角'],
    [1.005, '壹元零伍厘'],
  ])('decimals: %s -> %s', (amount, expected) => {
    expect(toChineseCapitals(amount)).toBe(expected);
  });

  it.each<[number | string, string]>([
    [-1, '负壹元整'],
    [-100100.5, '负壹拾万零壹佰元伍角'],
    ['-0.05', '负伍分'],
    [-0, '零元整'],
    ['-0.00001', '零元整'],
    ['+12', '壹拾贰元整'],
    [' 12 ', '壹拾贰元整'],
    ['1e3', '壹仟元整'],
    [1e-4, '壹毫'],
    ['007', '柒元整'],
  ])('signs and string forms: %j -> %s', (amount, expected) => {
    expect(toChineseCapitals(amount)).toBe(expected);
  });

  it.each<[number | string]>([
    [1e15],
    ['1000000000000000'],
    [-1e15],
    [1e21],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [''],
    ['abc'],
    ['1,000'],
    ['1.2.3'],
    ['.'],
    ['-'],
  ])('out of range or invalid %j gives an empty string', (amount) => {
    expect(toChineseCapitals(amount)).toBe('');
  });
});
