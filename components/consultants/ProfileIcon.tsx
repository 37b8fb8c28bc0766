import type { ProfileIcon as IconName } from '../../content/schemas/consultants.ts'
import { Award, Bot, Chain, Database, Layers, Users } from '../../ui/icons.tsx'

const ICONS = {
  bot: Bot,
  database: Database,
  chain: Chain,
  layers: Layers,
  users: Users,
  award: Award,
} as const

/** The decorative icon of a consultant profile, by the name given in content/consultants.json. */
export function ProfileIcon({ name }: { name: IconName }) {
  const Icon = ICONS[name]
  return <Icon />
}
