/** The chat's elements the head script reaches before React has loaded (islands/instant/chat.ts). */
export const CHAT_PANEL_ID = 'chat-panel'
export const CHAT_INPUT_ID = 'chat-input'
export const CHAT_SEND_ID = 'chat-send'
export const CHAT_TOGGLE_ID = 'chat-toggle'
