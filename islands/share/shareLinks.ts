export const SHARE_NETWORKS = ['twitter', 'facebook', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The social networks' share URLs for a page address (and, for Twitter/X, its title as text). */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url)
  switch (network) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
  }
}

/** Spec §7: share windows are 600×400. */
export const SHARE_WINDOW = 'width=600,height=400,noopener,noreferrer'
