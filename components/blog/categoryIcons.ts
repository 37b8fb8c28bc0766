import type { Category } from '../../content/schemas/blog.ts'
import { Gauge, Shield, Target, Zap } from '../../ui/icons.tsx'

/** The decorative icon of each blog category. */
export const CATEGORY_ICONS: Record<Category, typeof Zap> = {
  automation: Zap,
  performance: Gauge,
  functional: Target,
  quality: Shield,
}
