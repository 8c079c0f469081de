/** The outcome of a round after a vote: a leader, a tie (everyone voted, nobody has a majority), or open. */
export type RoundOutcome = { kind: 'elected'; leader: string } | { kind: 'tie' } | { kind: 'open' };

/**
 * A majority of the committee's members (more than half of all of them, not of the votes cast) elects;
 * once every member has voted without one, the round is a tie and a new round starts.
 */
export function tallyRound(votes: readonly { candidate: string }[], memberCount: number): RoundOutcome {
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v.candidate, (counts.get(v.candidate) ?? 0) + 1);
  for (const [candidate, count] of counts) {
    if (count * 2 > memberCount) return { kind: 'elected', leader: candidate };
  }
  return votes.length >= memberCount ? { kind: 'tie' } : { kind: 'open' };
}

/** An integer in [0, bound): crypto.randomInt in production, a seeded sequence in tests. */
export type RandomSource = (bound: number) => number;

/** `count` distinct items chosen uniformly at random (a partial Fisher-Yates shuffle). */
export function drawRandom<T>(pool: readonly T[], count: number, random: RandomSource): T[] {
  const items = [...pool];
  const chosen: T[] = [];
  for (let i = 0; i < count && i < items.length; i += 1) {
    const j = i + random(items.length - i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
    chosen.push(items[i] as T);
  }
  return chosen;
}
