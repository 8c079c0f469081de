// The chat: its screens are reached by the chat routes directly. Other areas use its socket through
// this index: they hold it open while the chat is closed and listen to their own frames on it.
export { onChatFrame } from './store/chat-frames';
export { holdChatSocket } from './store/chat-socket-lease';
