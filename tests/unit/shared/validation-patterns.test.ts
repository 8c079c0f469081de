import { describe, expect, it } from 'vitest';
import {
  hasChinese,
  hasIllegalSpecialChars,
  isAmount,
  isCode,
  isContactName,
  isContactPhone,
  isCreditCode,
  isEmail,
  isIdCardOrPassport,
  isLoginName,
  isName,
  isNumber,
  isPassword,
  isPhone,
  isPictureCode,
  isPositiveInteger,
  isSafeText,
  isSmsCode,
} from '@/shared/validation/patterns';

const letters = (n: number) => 'a'.repeat(n);
const han = (n: number) => '中'.repeat(n);

type Row<T> = [T, boolean];

describe('isPhone', () => {
  it.each<Row<string>>([
    ['13812345678', true],
    ['19912345678', true],
    ['8613812345678', true],
    ['+8613812345678', true],
    ['+86 13812345678', true],
    ['86-13812345678', true],
    ['+86 138-0013-8000', true],
    ['0086 138 0013 8000', true],
    ['12812345678', false],
    ['14012345678', false],
    ['15412345678', false],
    ['17412345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['+8513812345678', false],
    ['+86', false],
    ['', false],
    [' 13812345678 ', true],
  ])('%j -> %s', (input, expected) => expect(isPhone(input)).toBe(expected));
});

describe('isContactPhone', () => {
  it.each<Row<string>>([
    ['13812345678', true],
    ['+8613812345678', true],
    ['010-12345678', true],
    ['0755-1234567', true],
    ['01012345678', true],
    ['010-12345678-123456', true],
    ['010-12345678-1234567', false],
    ['010-123456', false],
    ['010-123456789', false],
    ['10-12345678', false],
    ['12345678', false],
    ['400-123-4567', true],
    ['4001234567', true],
    ['800-123-4567', true],
    ['8001234567', true],
    ['400-123-456', false],
    ['500-123-4567', false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isContactPhone(input)).toBe(expected));
});

describe('isEmail', () => {
  it.each<Row<string>>([
    ['user@example.com', true],
    ['first.last+tag@sub.example.com.cn', true],
    ['a_b-c@ex-ample.org', true],
    ['user@example', false],
    ['user@@example.com', false],
    ['@example.com', false],
    ['user@.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@example.c', false],
    ['user name@example.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isEmail(input)).toBe(expected));
});

describe('isCreditCode', () => {
  it.each<Row<string>>([
    ['91350100M000100Y43', true],
    ['913501000000000000', false],
    ['91350100M000100Y4', false],
    ['91350100M000100Y431', false],
    ['91350100m000100y43', false],
    ['91350100I000100Y43', false],
    ['91350100O000100Y43', false],
    ['91350100M000100-43', false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isCreditCode(input)).toBe(expected));

  it.each<Row<string>>([
    ['91350100M000100Y43', true],
    ['91350100M000100Y44', false],
    ['91350100M000100Y4', false],
  ])('checksum %j -> %s', (input, expected) => expect(isCreditCode(input)).toBe(expected));
});

describe('isIdCardOrPassport', () => {
  it.each<Row<string>>([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['440304199003071213', true],
    ['320583198511152065', true],
    ['31010120000229004X', true],
    ['110105194912310021', false],
    ['440304199003071214', false],
    ['310101190002290043', false],
    ['110105202313010014', false],
    ['440524188001010014', true],
    ['11010519491231002', false],
    ['11010519491231002X1', false],
    ['E12345678', true],
    ['G12345678', true],
    ['e1234', true],
    ['A1234567890123456', true],
    ['A12345678901234567', false],
    ['E123', false],
    ['1E2345678', false],
    ['ABCDEFGH', false],
    ['E1234-5678', false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isIdCardOrPassport(input)).toBe(expected));
});

describe('isName', () => {
  it.each<Row<string>>([
    ['a', false],
    ['ab', true],
    ['张三', true],
    [letters(50), true],
    [letters(51), false],
    [' a ', false],
    ['  ', false],
    ['', false],
    [`  ${letters(50)}  `, true],
  ])('%j -> %s', (input, expected) => expect(isName(input)).toBe(expected));
});

describe('isPictureCode / isSmsCode', () => {
  it.each<Row<string>>([
    ['aB3d', true],
    ['1234', true],
    ['abc', false],
    ['abcde', false],
    ['ab-1', false],
  ])('picture %j -> %s', (input, expected) => expect(isPictureCode(input)).toBe(expected));

  it.each<Row<string>>([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('sms %j -> %s', (input, expected) => expect(isSmsCode(input)).toBe(expected));
});

describe('isContactName', () => {
  it.each<Row<string>>([
    [letters(1), false],
    [letters(2), true],
    [letters(22), true],
    [letters(23), false],
    ['John Smith', true],
    ['  ', false],
    ['a ', true],
    [han(1), false],
    [han(2), true],
    [han(20), true],
    [han(21), false],
    ['张三 Li', false],
    ['John3', false],
    ['', false],
  ])('%j -> %s', (input, expected) => expect(isContactName(input)).toBe(expected));
});

describe('isLoginName', () => {
  it.each<Row<string>>([
    ['ab1', false],
    ['abc1', true],
    [`${letters(19)}1`, true],
    [`${letters(20)}1`, false],
    ['abcdef', false],
    ['123456', false],
    ['abc_12', false],
    ['张三abc1', false],
  ])('%j -> %s', (input, expected) => expect(isLoginName(input)).toBe(expected));
});

describe('isPassword', () => {
  it.each<Row<string>>([
    ['abc123!', false],
    ['abc1234!', true],
    [`${letters(14)}1!`, true],
    [`${letters(15)}1!`, false],
    ['abcd1234', false],
    ['abcdefg!', false],
    ['1234567!', false],
    ['abc 123!x', false],
    ['abc123!中文', false],
    ['Ab1~_-[]', true],
  ])('%j -> %s', (input, expected) => expect(isPassword(input)).toBe(expected));
});

describe('isSafeText / isCode', () => {
  it.each<Row<string>>([
    ['中文abc123_-', true],
    ['a b', false],
    ['a.b', false],
    ['', false],
  ])('safe %j -> %s', (input, expected) => expect(isSafeText(input)).toBe(expected));

  it.each<Row<string>>([
    ['a', true],
    [letters(50), true],
    [letters(51), false],
    ['ab-1', false],
    ['', false],
  ])('code %j -> %s', (input, expected) => expect(isCode(input)).toBe(expected));
});

describe('numbers', () => {
  it.each<Row<string | number>>([
    ['1', true],
    ['120', true],
    [7, true],
    ['0', false],
    ['01', false],
    ['-1', false],
    ['1.5', false],
    [0, false],
    [1.5, false],
    ['99999999999999999999', false],
  ])('positive integer %j -> %s', (input, expected) => expect(isPositiveInteger(input)).toBe(expected));

  it.each<Row<string | number>>([
    ['0', true],
    ['-1.25', true],
    ['3.14', true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['1e5', false],
    ['1.', false],
    ['abc', false],
  ])('number %j -> %s', (input, expected) => expect(isNumber(input)).toBe(expected));

  it.each<Row<string>>([
    ['0', true],
    ['0.5', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['123456789012345.12', true],
    ['1.12', true],
    ['1.123', false],
    ['1.', false],
    ['-1', false],
    ['01', false],
    ['898118731221640.3', true],
  ])('amount %j -> %s', (input, expected) => expect(isAmount(input)).toBe(expected));

  it.each([12.5, 0, 123456789012345])('amount as the number %j -> false', (input) =>
    expect(isAmount(input as unknown as string)).toBe(false),
  );
});

describe('character classes', () => {
  it.each<Row<string>>([
    ['<script>', true],
    ["O'Brien", true],
    ['a"b', true],
    ['a;b', true],
    ['a\\b', true],
    ['a`b', true],
    ['100%', true],
    ['A&B', true],
    ['a|b', true],
    ['a\u0000b', true],
    ['a\u202eb', true],
    ['a\u0085b', true],
    ['line\nbreak\tand tab', false],
    ['普通文本 (ok) - _ .,!?', false],
  ])('hasIllegalSpecialChars %j -> %s', (input, expected) =>
    expect(hasIllegalSpecialChars(input)).toBe(expected),
  );

  it.each<Row<string>>([
    ['abc', false],
    ['abc中', true],
    ['，。', false],
  ])('hasChinese %j -> %s', (input, expected) => expect(hasChinese(input)).toBe(expected));
});
