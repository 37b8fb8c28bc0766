import { Achievements } from './Achievements.tsx'
import { Certifications } from './Certifications.tsx'
import { Story } from './Story.tsx'
import { Values } from './Values.tsx'

/** The about section shared by /about and /about/why-{brand}: values, achievements, story, certifications. */
export function AboutSections() {
  return (
    <>
      <Values />
      <Achievements />
      <Story />
      <Certifications />
    </>
  )
}
