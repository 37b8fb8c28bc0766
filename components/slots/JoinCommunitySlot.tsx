import { config } from '../../core/config.ts'
import { Island } from '../../islands/Island.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'

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
