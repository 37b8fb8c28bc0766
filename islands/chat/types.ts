/** Spec §3 Chat message. */
export interface ChatMessage {
  /** A string from the timestamp. */
  id: string
  text: string
  isUser: boolean
  /** Epoch milliseconds. */
  timestamp: number
  /** The fallback shown when the assistant could not answer: no answer to send back as history. */
  failed?: boolean
}

/** Spec §3 Chat request body context. */
export interface ChatContext {
  contact: { phone: string; email: string; address: string; hours: string }
  links: {
    expertise: string
    methodologies: string
    caseStudies: string
    offices: string
    contact: string
    community: string
  }
}

export interface ChatSettings {
  endpoint: string
  publicKey?: string
  lang: string
  context: ChatContext
}
