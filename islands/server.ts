import Chat from './chat/Chat.tsx'
import CommunityJoin from './community/CommunityJoin.tsx'
import CookieConsent from './consent/CookieConsent.tsx'
import ContactForm from './contact/ContactForm.tsx'
import Newsletter from './newsletter/Newsletter.tsx'
import type { IslandName } from './registry.ts'
import SearchBox from './search/SearchBox.tsx'
import SiteSearch from './search/SiteSearch.tsx'
import Share from './share/Share.tsx'

/** The island components, imported statically for server rendering. */
export const SERVER_ISLANDS = {
  Newsletter,
  ContactForm,
  CommunityJoin,
  Share,
  CookieConsent,
  SearchBox,
  SiteSearch,
  Chat,
} satisfies Record<IslandName, unknown>
