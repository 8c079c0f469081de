import { randomId } from '@/shared/format/random-id';
import type { ChatService } from '../../chat/chat-service';
import { translate } from '../../../lib/translate';
import type { AssistantIntent } from '../intent-registry';

const CHAT_ROUTE = '/evalChat/chat';
const FRIEND_ROUTE = '/evalChat/chat/friend';

/**
 * Chat questions about the asker's own chats. The chat service lists only chats the user is in (their
 * friend pairs and groups), so nobody else's conversations or counts can show up.
 */
export function chatIntents(chat: ChatService): AssistantIntent[] {
  return [
    {
      id: 'chat.unread',
      patterns: [
        /\bunread\b|\bnew messages?\b/,
        /未读|新消息|未看/,
        /\bnon[- ]?lus?\b|\bnouveaux? messages?\b/,
      ],
      async answer(ctx) {
        const t = (key: string, vars?: Record<string, string | number>) =>
          translate(ctx.lang, `assistant:${key}`, vars);
        const chats = (await chat.messages.chats(ctx.actor.userId)).filter((c) => c.unreadCount > 0);
        const total = chats.reduce((sum, c) => sum + c.unreadCount, 0);
        if (total === 0) {
          const text = t('intent.unreadNone');
          return {
            text,
            facts: [text],
            sources: [{ kind: 'record', id: 'chats', title: t('source.chats'), route: CHAT_ROUTE }],
          };
        }
        const lines = chats.map((c) => t('intent.unreadLine', { name: c.name, count: c.unreadCount }));
        const text = [t('intent.unreadTotal', { count: total, chats: chats.length }), ...lines].join('\n');
        return {
          text,
          facts: [text],
          sources: chats.map((c) => ({
            kind: 'record' as const,
            id: `chat:${c.id}`,
            title: c.name,
            route: CHAT_ROUTE,
          })),
        };
      },
    },
    {
      id: 'chat.friendRequests',
      patterns: [
        /\bfriend(ship)? requests?\b|\bpending friends?\b|\bwho (asked|wants) to be my friend/,
        /好友(申请|请求)|加好友.*(请求|申请)/,
        /\bdemandes? d'?amis?\b|\bdemandes? en amis?\b/,
      ],
      async answer(ctx) {
        const t = (key: string, vars?: Record<string, string | number>) =>
          translate(ctx.lang, `assistant:${key}`, vars);
        const me = ctx.actor.userId;
        // Only rows of pairs the asker belongs to: the friends service lists nothing else.
        const pending = await chat.friends.list(
          { actor: ctx.actor, lang: ctx.lang, requestId: randomId() },
          '0',
        );
        const received = pending.filter((f) => f.friendId === me);
        const sent = pending.filter((f) => f.userId === me);
        const names = (list: typeof pending) => list.map((f) => f.user.name).join(', ');
        const text = [
          received.length
            ? t('intent.friendReceived', { count: received.length, names: names(received) })
            : t('intent.friendReceivedNone'),
          sent.length ? t('intent.friendSent', { count: sent.length, names: names(sent) }) : '',
        ]
          .filter(Boolean)
          .join('\n');
        const sources = [...received, ...sent].map((f) => ({
          kind: 'record' as const,
          id: `friend:${f.id}`,
          title: f.user.name,
          route: FRIEND_ROUTE,
        }));
        return {
          text,
          facts: [text],
          sources: sources.length
            ? sources
            : [{ kind: 'record', id: 'friends', title: t('source.friends'), route: FRIEND_ROUTE }],
        };
      },
    },
  ];
}
