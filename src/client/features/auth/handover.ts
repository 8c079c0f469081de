import { clearSession, currentToken, startSession } from '@/client/data/session';
import type { UserInfo } from '@/shared/contracts/auth';
import { userInfoOfToken } from './api/user-info-of-token';

export type HandoverDecision =
  /** Refused or unreachable: the token is not kept. */
  | { kind: 'drop' }
  /** The page already holds this very session. */
  | { kind: 'keep' }
  /** Taken without a question: the same user, or a proxy session the signed-in administrator opened. */
  | { kind: 'adopt'; sameUser: boolean }
  /** Another user, or nobody signed in: the user must agree first. */
  | { kind: 'ask'; user: UserInfo; current: UserInfo | undefined };

/**
 * What to do with a token handed over in the page address (spec 7.1), once the server has said whose
 * session it is (`candidate`) and whose the page holds now (`current`, from `heldToken`).
 */
export function decideHandover(
  token: string,
  candidate: UserInfo | undefined,
  heldToken: string | undefined,
  current: UserInfo | undefined,
): HandoverDecision {
  if (!candidate) return { kind: 'drop' };
  if (heldToken === token) return { kind: 'keep' };
  if (current) {
    const sameSeat = candidate.id === current.id && candidate.proxyAdmin?.id === current.proxyAdmin?.id;
    if (sameSeat) return { kind: 'adopt', sameUser: true };
    // Only this administrator's own session can have made a proxy session naming them.
    if (!current.proxyAdmin && candidate.proxyAdmin?.id === current.id)
      return { kind: 'adopt', sameUser: false };
  }
  return { kind: 'ask', user: candidate, current };
}

/** Asks the user whether to sign in as `user` (replacing `current`, if any); resolves with the answer. */
export type AskHandover = (user: UserInfo, current: UserInfo | undefined) => Promise<boolean>;

/**
 * Keeps a handed-over token only once the server confirms it and, when it changes who is signed in
 * (or nobody was), the user agreed. On a refusal or a cancel the token is simply forgotten: it has
 * already left the address bar, and the page goes on with whatever session it had.
 */
export async function settleHandover(token: string, ask: AskHandover): Promise<HandoverDecision> {
  const held = currentToken();
  const [candidate, current] = await Promise.all([
    userInfoOfToken(token),
    held && held !== token ? userInfoOfToken(held) : Promise.resolve(undefined),
  ]);
  const decision = decideHandover(token, candidate, held, current);
  const agreed =
    decision.kind === 'adopt' || (decision.kind === 'ask' && (await ask(decision.user, decision.current)));
  if (!agreed) return decision;
  // Another user's session starts clean: the previous one's lock, copies and cached answers go.
  if (!(decision.kind === 'adopt' && decision.sameUser)) clearSession();
  startSession(token);
  return decision;
}
