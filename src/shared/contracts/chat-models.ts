/** Shapes the chat service answers with (spec 3 chat user, group, friend; spec 7.6). */

export interface ChatEnvelope<T> {
  code: number;
  message: string;
  /** Same text as message (older clients read msg). */
  msg: string;
  data: T | null;
  /** The input field a 400 is about. */
  field?: string;
}

/** Spec 3 chat user; sex '0' male, '1' female. */
export interface ChatUser {
  id: string;
  name: string;
  sex: string | null;
  mobile: string | null;
  email: string | null;
  /** The user's first organisation (the session's for users/my). */
  deptId: string | null;
  deptName: string | null;
  avatar: string | null;
}

export interface ChatDept {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  orgType: string;
  children: ChatDept[];
}

export interface ChatDeptCount {
  deptId: string | null;
  /** Organisations in the subtree (all when deptId is null). */
  deptCount: number;
  /** Active users holding a role in the subtree. */
  userCount: number;
}

export interface ChatGroup {
  id: string;
  name: string;
  avatar: string | null;
  needCheck: boolean;
  /** Members who join later read the messages from before they joined. */
  shareHistory: boolean;
  ownerId: string;
  createdAt: string;
  memberCount: number;
  /** The caller's state: '0' waiting for approval, '1' member, null outside the group. */
  myState: string | null;
}

export interface ChatGroupMember {
  userId: string;
  state: string;
  joinedAt: string;
  user: ChatUser;
}

export interface ChatFriend {
  id: string;
  /** Who asked. */
  userId: string;
  friendId: string;
  /** '0' requested, '1' friends. */
  state: string;
  createdAt: string;
  /** The other person. */
  user: ChatUser;
}

/** MyBatis-Plus style page. */
export interface ChatPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export interface ChatFileInfo {
  id: string;
  /** Path of the file under the site root (GET with the token header or cookie). */
  url: string;
  fileName: string;
  mime: string;
  size: number;
  /** '1' image, '2' file, '3' voice: what the upload was recognised as. */
  messageType: string;
}
