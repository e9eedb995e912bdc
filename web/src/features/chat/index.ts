// Live chat for a match or a streamer room. A page mounts it with the app's gateway socket:
//   <ChatPanel connection={socketChatConnection(socket)} room={`match:${id}`} onSignIn={openSignIn} />
// and, over the video, <ChatBullets connection={…} room={…} /> for bullet comments.
export { ChatBullets } from './ChatBullets';
export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { type ChatConnection, socketChatConnection } from './chatConnection';
export { CHAT_NAMESPACE, chatMessages, registerChatMessages } from './chatMessages';
