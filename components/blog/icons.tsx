import { Icon, type IconProps, inline } from '../../ui/icons.tsx'

export const ArrowLeft = (p: IconProps) => (
  <Icon {...inline(p)}>
    <path d="M19 12H5m6 6-6-6 6-6" />
  </Icon>
)

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Icon>
)
