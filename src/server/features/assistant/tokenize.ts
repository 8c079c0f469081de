/**
 * Tokens for the help index and for questions, the same for both so they meet. Chinese has no spaces:
 * runs of Han characters become overlapping character bigrams (a lone character stays a unigram), which
 * finds words without a dictionary. Latin text is lower-cased, stripped of accents (French questions are
 * often typed without them) and split into words; common question words are dropped so that "how do I"
 * does not match every article.
 */
const HAN = /\p{Script=Han}/u;
const SEGMENT = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

const STOP_WORDS = new Set(
  [
    // en
    'a an and are as at be by can could do does for from has have how i in is it me my of on or please',
    'show should tell that the this to was what when where which who why will with would you your',
    'there their them get am where any some its im',
    // fr
    'au aux avec ce ces comment dans de des du en est et il je la le les leur mes mon ma moi ne nous',
    'ou par pas pour quel quelle quels quelles que qui sa se ses son sur te toi ton un une vos votre',
    'faire fait puis peux peut y a d l j qu c s n sont suis es etre ai as avez avons ont elle on cet cette',
    'ca ceci cela dois doit',
  ]
    .join(' ')
    .split(' '),
);

/** Bigrams made only of question words ("how", "what", "can I", "my") in Chinese. */
const ZH_STOP_BIGRAMS = new Set(
  '如何 怎么 怎样 什么 我的 可以 请问 一下 是否 哪里 在哪 么做 么样 么办 为什 有没 能否'.split(' '),
);

export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function hanTokens(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const bigram = `${chars[i]}${chars[i + 1]}`;
    if (!ZH_STOP_BIGRAMS.has(bigram)) tokens.push(bigram);
  }
  return tokens;
}

/** Every token of the text in order (duplicates kept: the index counts them). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const segment of normalise(text).match(SEGMENT) ?? []) {
    if (HAN.test(segment)) tokens.push(...hanTokens(segment));
    else if (!STOP_WORDS.has(segment)) tokens.push(segment);
  }
  return tokens;
}

/** The distinct tokens of a question. */
export function queryTokens(question: string): string[] {
  return [...new Set(tokenize(question))];
}

export const isHanToken = (token: string): boolean => HAN.test(token);
