import type { ChatService } from '../../chat/chat-service';
import { translate } from '../../../lib/translate';
import type { AssistantIntent } from '../intent-registry';

const CHAT_ROUTE = '/evalChat/chat';

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
  ];
}
