/**
 * The site index stores each page's text with its elements run together ("Request a quoteSee our case
 * studies"). These helpers put the boundaries back (a lower-case letter or a sentence end followed by a
 * capital) and cut a page into sections at its headings, then into sentence-sized segments.
 */

/** Brand and technical names whose inner capitals are not element boundaries. */
const CAMEL_NAMES =
  `iOS iPadOS macOS GraphQL CoAP LoRaWAN IoT BigQuery DeFi FinOps DevOps DevSecOps MLOps GitOps DataOps
  DoF WebKit WebDriver WebXR JavaScript TypeScript GitHub GitLab reCAPTCHA PlayStation NeoLoad LoadRunner SonarQube
  OpenAPI PostgreSQL MySQL NoSQL SoapUI TestRail TestNG XCUITest ARKit ARCore LinkedIn eIDAS dApps HashiCorp
  CloudFormation OpenTelemetry OpenAI ChatGPT WireMock SmartBear JMeter JUnit PyTest SAFe LoRa BrowserStack
  SauceLabs DynamoDB MongoDB YouTube WhatsApp PowerBI PowerApps SharePoint ServiceNow QuickTest UiPath`
    .split(/\s+/)
    .filter(Boolean)

/** Finds the positions inside one space-free token where two page elements were run together. */
function joins(token: string, names: readonly string[]): number[] {
  const protectedRanges = names.flatMap((name) => {
    const ranges: Array<[number, number]> = []
    for (let at = token.indexOf(name); at >= 0; at = token.indexOf(name, at + 1))
      ranges.push([at, at + name.length])
    return ranges
  })
  const cuts: number[] = []
  // lower|Upper ("quoteSee"), CAPS|Word ("QATests"), Word|figure ("Adresse15", "Téléphone+216")
  const pattern =
    /(?<=[\p{Ll}%)\]»”?!.:])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll}{2})|(?<=\p{Lu}\p{Ll}{3,})(?=[\d+])/gu
  for (const match of token.matchAll(pattern)) {
    const at = match.index
    if (at === 0 || protectedRanges.some(([start, end]) => start < at && at < end)) continue
    // A lone capital before the cut ("e" of "eIDAS" is lower case, "A" of "QATests" is not) stays joined.
    if (/\p{Lu}/u.test(token[at - 1] ?? '') && !/\p{Lu}{2}$/u.test(token.slice(0, at))) continue
    cuts.push(at)
  }
  return cuts
}

/** Puts a line break at every element boundary the index lost; `names` are extra camel-case words to keep. */
export function restoreBoundaries(text: string, names: readonly string[] = []): string {
  const keep = [...CAMEL_NAMES, ...names]
  return text
    .split(' ')
    .map((token) => {
      const cuts = joins(token, keep)
      if (cuts.length === 0) return token
      const parts: string[] = []
      let from = 0
      for (const cut of cuts) {
        parts.push(token.slice(from, cut))
        from = cut
      }
      parts.push(token.slice(from))
      return parts.join('\n')
    })
    .join(' ')
}

/** Camel-case words written in clean strings (headings, titles): real names, kept whole elsewhere. */
export function camelNames(strings: readonly string[]): string[] {
  return strings
    .flatMap((s) => s.match(/\S*\p{Ll}\p{Lu}\S*/gu) ?? [])
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
}

/**
 * Splits restored text into segments: element boundaries and sentence ends (a capital, an opening quote
 * or ¿ ¡ after the stop, not after an abbreviation of dotted letters: "EU-U.S. Data Privacy Framework", nor
 * before one: "EE. UU." (the Spanish United States);
 * Arabic, which has no capitals, after . ! ؟).
 */
export function segments(text: string): string[] {
  return text
    .split(
      /\n|(?<=[.!?…])(?<!(?<!\p{L})(?:\p{L}\.){2,})\s+(?=[\p{Lu}«"“¿¡])(?!\p{Lu}{1,3}\.[\s,;)])|(?<=[.!?؟…])\s+(?=\p{Script=Arabic})|(?<=\p{Ll}{3}\.)(?=\p{Ll}{2,}\s)/u,
    )
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
}

/** One part of a page: a heading (empty for the part before the first heading) and its raw text. */
export interface Section {
  heading: string
  body: string
}

/** Cuts a page's text at its headings, found in order; a heading absent from the text is skipped. */
export function sections(text: string, headings: readonly string[]): Section[] {
  const found: Array<{ heading: string; at: number }> = []
  let from = 0
  for (const heading of headings) {
    const at = text.indexOf(heading, from)
    if (at < 0) continue
    found.push({ heading, at })
    from = at + heading.length
  }
  const result: Section[] = [{ heading: '', body: text.slice(0, found[0]?.at ?? text.length) }]
  found.forEach(({ heading, at }, i) => {
    result.push({ heading, body: text.slice(at + heading.length, found[i + 1]?.at ?? text.length) })
  })
  return result.filter((s) => s.heading !== '' || s.body.trim() !== '')
}
