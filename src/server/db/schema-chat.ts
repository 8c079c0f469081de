import type { ColumnType, Generated } from 'kysely';

/** The chat service's groups, friends, messages, read marks and files. */
export interface ChatGroupTable {
  id: string;
  name: string;
  avatar: string | null;
  owner_id: string;
  /** 1 when joining needs the owner's approval */
  need_check: number;
  /** 1 when members who join later read the messages from before they joined */
  share_history: number;
  created_at: string;
}

export interface ChatGroupMemberTable {
  group_id: string;
  user_id: string;
  /** '0' waiting for the owner's approval, '1' member */
  state: string;
  joined_at: string;
  /** The member reads the group's messages with a greater seq (0: the whole history) */
  history_from_seq: number;
}

export interface ChatFriendTable {
  id: string;
  /** min(userA,userB):max(userA,userB), unique: one row per pair */
  pair_id: string;
  /** Who asked */
  user_id: string;
  friend_id: string;
  /** '0' requested, '1' friends */
  state: string;
  created_at: string;
}

export interface ChatMessageTable {
  seq: Generated<number>;
  id: string;
  /** 0 friend, 1 group, 2 AI */
  chat_type: number;
  /** Friend chats: the pair id; groups: the group id */
  chat_id: string;
  from_id: string;
  to_id: string | null;
  /** '0' text, '1' image, '2' file, '3' voice */
  message_type: string;
  content: string;
  /** JSON text: url, fileName, time */
  extend: string | null;
  ai_tag: string | null;
  client_id: string | null;
  created_at: string;
  /** Server time in ms; bigint, which PostgreSQL hands back as a string. */
  timestamp: ColumnType<number | string, number, number>;
}

export interface ChatReadTable {
  user_id: string;
  chat_id: string;
  /** Messages of the chat with seq up to this one are read */
  last_read_seq: number;
  last_read_at: string;
}

export interface ChatFileTable {
  id: string;
  owner_id: string;
  chat_type: number;
  chat_id: string;
  file_name: string;
  mime: string;
  size: number;
  /** File name under DATA_DIR/chat-files */
  path: string;
  created_at: string;
}
