import type { Passage } from '../knowledge/types.ts'
import { isArticle, isBlogPage, isPrivacyPage, isSiteOwnPage, isTestingPage } from '../paths.ts'
import type { Query } from './query.ts'

// What a question says of where its answer is weighs the passages of a page: the site itself ("your
// website"), the blog, the visitor's own data, the page the previous answer quoted.

/** Score multiplier of passages on a page the previous answer linked, for a follow-up. */
const TOPIC_PAGE_BONUS = 1.3
/**
 * Prior of a page about testing something (a service, an offer) for a question about this very site ("with
 * which browsers did you check your own website's accessibility?"): it speaks of the clients' sites.
 */
const OTHERS_SITES = 0.5
/**
 * Prior of a page outside the blog for a question naming the blog or an article ("who wrote the article on
 * performance testing?"): the community page's "our blog is coming soon" or a service page is not it.
 */
const NOT_THE_BLOG = 0.4
/**
 * Prior of a page about testing something for a question counting the company's people: its figures count a
 * centre's or a service's ("20+ QA experts" in Tunis), not the company's.
 */
const NOT_THE_COMPANY = 0.5
/** Weight of the privacy policy's passages for a question about the visitor's own data. */
const OWN_DATA_BONUS = 2

/**
 * A passage's weight from its page, for a query: its page's prior (legal pages and articles weigh less),
 * lifted when the question names what such a page is about; outside the blog, lowered when it names the blog.
 */
export function pageWeight(passage: Passage, query: Query): number {
  const { url } = passage
  const named = (query.aboutSite && isSiteOwnPage(url)) || (query.aboutArticles && isArticle(url))
  const prior = named
    ? 1
    : passage.prior *
      (query.aboutSite && isTestingPage(url) ? OTHERS_SITES : 1) *
      (query.aboutArticles && !isBlogPage(url) ? NOT_THE_BLOG : 1) *
      (query.headcount && isTestingPage(url) ? NOT_THE_COMPANY : 1)
  return (
    prior *
    (query.pages?.has(url) ? TOPIC_PAGE_BONUS : 1) *
    (query.aboutOwnData && isPrivacyPage(url) ? OWN_DATA_BONUS : 1)
  )
}
