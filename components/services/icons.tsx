import type { ComponentType } from 'react'
import type { ServiceIcon } from '../../content/schemas/services.ts'
import {
  Award,
  Bot,
  Calendar,
  Clock,
  Code,
  Compass,
  Cpu,
  Database,
  FileText,
  Gauge,
  Heart,
  type IconProps,
  Layers,
  MessageCircle,
  path,
  Settings,
  Shield,
  Smartphone,
  Target,
  TrendingUp,
  Users,
  Zap,
} from '../../ui/icons.tsx'

/** Extra icons of the service pages, one path each. */
const Monitor = path('M2 3h20v14H2zM8 21h8M12 17v4')
const Plug = path('M12 22v-5M9 8V2M15 8V2M18 8v5a6 6 0 0 1-12 0V8z')
const Repeat = path('m17 1 4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 23l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3')
const Activity = path('M22 12h-4l-3 9L9 3l-3 9H2')
const AlertTriangle = path(
  'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0zM12 9v4M12 17h.01',
)
const ClipboardCheck = path(
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M9 2h6v4H9zM9 14l2 2 4-4',
)
const GraduationCap = path('M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 3 9 3 12 0v-5')
const Coins = path(
  'M8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12zM18.09 10.37A6 6 0 1 1 10.34 18M7 6h1v4M16.71 13.88l.7.71-2.82 2.82',
)
const Presentation = path('M2 3h20M3 3v11a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V3M12 16v5M8 21h8')

/** The icon drawn for each name a card of content/services.json may give. */
export const SERVICE_ICONS: Record<ServiceIcon, ComponentType<IconProps>> = {
  activity: Activity,
  'alert-triangle': AlertTriangle,
  award: Award,
  bot: Bot,
  calendar: Calendar,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  code: Code,
  coins: Coins,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  'file-text': FileText,
  gauge: Gauge,
  'graduation-cap': GraduationCap,
  heart: Heart,
  layers: Layers,
  'message-circle': MessageCircle,
  monitor: Monitor,
  plug: Plug,
  presentation: Presentation,
  repeat: Repeat,
  settings: Settings,
  shield: Shield,
  smartphone: Smartphone,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  zap: Zap,
}
