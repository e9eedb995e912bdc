// Live chat for a match or a streamer room. A page mounts it with a view of the app's gateway socket:
//   <ChatPanel connection={chatViewOf(socket)} room={`match:${id}`} onSignIn={openSignIn} />
// and, over the video, <ChatBullets connection={chatViewOf(socket)} room={…} … /> for bullet comments
// (each view its own handle, so one leaving the room does not end the other's messages).
export { ChatBullets } from './ChatBullets';
export { ChatPanel, type ChatPanelProps } from './ChatPanel';
export { type ChatConnection, socketChatConnection } from './chatConnection';
export { CHAT_NAMESPACE, chatMessages, registerChatMessages } from './chatMessages';
export { chatViewOf } from './sharedRooms';
