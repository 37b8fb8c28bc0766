import { Copy, Linkedin, XLogo } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { COPIED_TOAST_ID, COPY_LINK_ATTRIBUTE, copyLink } from './copyLink.ts'
import { SHARE_NETWORKS, SHARE_WINDOW, type ShareNetwork, shareUrl } from './shareLinks.ts'

const FacebookIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z" />
  </svg>
)
const ICONS: Record<ShareNetwork, () => React.ReactNode> = {
  twitter: () => <XLogo />,
  facebook: FacebookIcon,
  linkedin: () => <Linkedin />,
}
const item =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50'

/**
 * Article share buttons: plain links to the networks' share pages without JavaScript; with it, they
 * open 600×400 windows on the page's address, and "copy link" writes it to the clipboard (./copyLink.ts,
 * which the head script runs until this island has loaded).
 */
export default function Share({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation('forms')
  const address = () => (typeof window === 'undefined' ? url : (window.location.href.split('#')[0] ?? url))
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-ink">{t('share.title')}</span>
      <ul className="flex gap-2">
        {SHARE_NETWORKS.map((network) => {
          const Icon = ICONS[network]
          return (
            <li key={network}>
              <a
                href={shareUrl(network, url, title)}
                target="_blank"
                rel="noopener noreferrer"
                className={item}
                onClick={(event) => {
                  event.preventDefault()
                  window.open(shareUrl(network, address(), title), `share-${network}`, SHARE_WINDOW)
                }}
              >
                <Icon />
                <span className="sr-only">
                  <Runs>{t(`share.${network}`)}</Runs>
                </span>
              </a>
            </li>
          )
        })}
        <li className="requires-js">
          <button
            type="button"
            {...{ [COPY_LINK_ATTRIBUTE]: '' }}
            // The toast shows at once, by itself; the address is written meanwhile.
            popoverTarget={COPIED_TOAST_ID}
            popoverTargetAction="show"
            onClick={() => copyLink()}
            className={item}
          >
            <Copy />
            <span className="sr-only">{t('share.copy')}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
