import { Island } from '../../islands/Island.tsx'
import { config } from '../../renderer/config.ts'
import { useHref, useLang } from '../../renderer/PageContext.tsx'

/** The community join button and dialog island on /community. */
export function JoinCommunitySlot() {
  const href = useHref()
  const lang = useLang()
  return (
    <Island
      name="CommunityJoin"
      props={{ action: config().forms.communityAction, privacyHref: href('privacy'), lang }}
    />
  )
}
