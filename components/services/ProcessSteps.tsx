import { Steps } from '../../ui/Steps.tsx'

interface Step {
  key: string
  title: string
  text: string
}

/**
 * A numbered process on a service page. Four steps sit two by two, then on one row on wide screens;
 * other counts keep the primitive's three-column grid.
 */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <div className={steps.length === 4 ? 'lg:[&>ol]:grid-cols-2 xl:[&>ol]:grid-cols-4' : undefined}>
      <Steps items={steps} />
    </div>
  )
}
