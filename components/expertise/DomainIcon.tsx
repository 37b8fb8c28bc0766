import type { ComponentType, SVGProps } from 'react'
import { Bot, Brain, Chain, Cloud, Cpu, Database, Glasses, Smartphone } from '../../ui/icons.tsx'
import type { ServiceKey } from './keys.ts'

const ICONS: Record<ServiceKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  'web-mobile': Smartphone,
  'embedded-iot': Cpu,
  robotics: Bot,
  'ai-ml': Brain,
  'data-analytics': Database,
  blockchain: Chain,
  cloud: Cloud,
  arvr: Glasses,
}

/** The decorative icon of an expertise domain. */
export function DomainIcon({ service, ...props }: { service: ServiceKey } & SVGProps<SVGSVGElement>) {
  const Icon = ICONS[service]
  return <Icon {...props} />
}
