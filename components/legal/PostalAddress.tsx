import { Fragment } from 'react'
import { company } from '../../content/index.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { officeLines } from './format.ts'

/**
 * The company's postal address as an <address>, a line each (its name, street, postcode and city,
 * country), parted by line breaks: read aloud, copied or indexed, the lines stay apart ("Qualixa SAS 12
 * avenue…", not "Qualixa SAS12 avenue…").
 */
export function PostalAddress() {
  const lang = useLang()
  return (
    <address className="not-italic">
      {[company.legalName, ...officeLines(lang)].map((line, i) => (
        <Fragment key={line}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
