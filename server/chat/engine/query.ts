import type { Passage } from '../knowledge/types.ts'
import type { Reach } from './statements.ts'

// What retrieval reads and gives: the analysed query, and the passages and pages it ranks for it.

/** A passage with its score for a query. */
export interface Hit {
  passage: Passage
  score: number
  /** The query's terms (its own and its topic words) the passage holds. */
  terms: ReadonlySet<string>
  /** Two consecutive query words are in the passage's heading or page title. */
  phrase: boolean
  /** How many distinctive query words the passage holds together. */
  together: number
}

/** A page with its best passages and its aggregated score. */
export interface PageHit {
  url: string
  title: string
  score: number
  /** The page's best passages (up to four), best first. */
  hits: Hit[]
  /** Share (0–1, weighted by rarity) of the query's words this page answers. */
  coverage: number
  /** Summed rarity of the query's words this page answers. */
  matched: number
  /** True when two consecutive query words make part of a heading of the page ("load test"). */
  phrase: boolean
  /** Most distinctive query words one of its three best passages holds together. */
  together: number
  /** Number of distinctive words in the query. */
  distinct: number
}

/** The analysed query: its own terms (in order), the topic words they add, and the weights searched. */
export interface Query {
  terms: string[]
  /**
   * The pairs of terms of the names a question writes joined by a hyphen or a slash ("axe-core", "go/no-go"):
   * a passage writing them one after the other names the same thing.
   */
  compounds?: readonly string[]
  related: Map<string, string[]>
  weights: Map<string, number>
  /** How rare each weighted term is among the passages: a rare word says more about what is asked. */
  rarity: Map<string, number>
  /** The terms of the measure a question asks the value of ("salaire"), with their topic words; often none. */
  measure?: ReadonlySet<string>
  /** The measure's own words, per name of several ("chiffre d'affaires"): a text names it with all of them. */
  measureNames?: ReadonlyArray<readonly string[]>
  /**
   * The terms that ask for a duration ("temps", "délai"), when the question asks one: a set, empty when its
   * words are all grammar ("how long"); undefined when it asks none.
   */
  duration?: ReadonlySet<string>
  /** What a question asks the number of ("étapes" in "combien d'étapes ?"), its terms; often none. */
  counted?: ReadonlySet<string>
  /** What it counts are things (a plural, or any noun after the Arabic "كم"), not a measure: a count answers. */
  countsThings?: boolean
  /** For a question asking how to reach someone: the phone number, the e-mail address, or either. */
  reach?: Reach
  /**
   * The question is about the site itself ("your website", "موقعكم"): the site's own pages (its policies,
   * its accessibility statement), which weigh less than the pages about the company's work (their prior),
   * weigh as much as those.
   */
  aboutSite?: boolean
  /** The question is about the visitor's own data ("mes données"): the privacy policy says what becomes of it. */
  aboutOwnData?: boolean
  /**
   * The question names the blog or an article ("d'après votre article", "according to the blog", "حسب
   * المدونة"): the articles, which weigh less than the pages about the company's work, weigh as much.
   */
  aboutArticles?: boolean
  /** The question asks how soon we reply ("vous répondez sous combien de temps ?"). */
  reply?: boolean
  /** The question asks when: a date answers it. */
  when?: boolean
  /** The question asks which version or edition of something ("quelle version du RGAA ?"): its number answers. */
  version?: boolean
  /** The question asks how often ("how often", "à quelle fréquence"): a frequency ("twice a year") answers it. */
  frequency?: boolean
  /** The question asks since when, or when something happened: only a date answers it. */
  since?: boolean
  /** The size of a change is asked ("how much did defects go down?"): a share or a factor answers it. */
  change?: boolean
  /** A figure is weighed by how close it stands to the question's words (the `proximity` idea). */
  proximity?: boolean
  /** A second passage of the quoted page may be quoted beside the best one (the `secondPassage` idea). */
  secondPassage?: boolean
  /** The best quote of another page may be quoted after the chosen one (the `otherPage` idea). */
  otherPage?: boolean
  /** A follow-up's quote must hold its own words, not only its topic's (the `ownWords` idea). */
  ownWords?: boolean
  /**
   * The terms that say what kind of answer is wanted, not what it is about ("temps" in "combien de temps",
   * "mail" in "Nantes mail"): they tie no passage to the question.
   */
  asking?: ReadonlySet<string>
  /** For a follow-up: the terms its conversation's topic adds (weighing less than its own). */
  topic?: ReadonlySet<string>
  /** For a follow-up: the pages the previous answer linked, where the answer is likely to be. */
  pages?: ReadonlySet<string>
  /**
   * For a follow-up on the same subject ("is it remote?" after a job offer was quoted): the previous
   * answer, whose passage is the likely one (the `samePassage` idea).
   */
  previous?: string
  /** The terms of the kind of thing a follow-up asks ("standards" in "against what standards?"). */
  kindAsked?: ReadonlySet<string>
  /** Whether the question asks which standard ("quelle norme ?"): a standard's reference answers it. */
  standard?: boolean
  /** Whether the question counts the company's people ("how many people do you have?"), no place named. */
  headcount?: boolean
  /** The terms naming the kind of thing asked, after the question word ("livrables" in "quels livrables ?"). */
  kindNamed?: ReadonlySet<string>
  /** The terms of the word naming that kind ("simulators" in "which robot simulators"): its members answer. */
  kindHead?: ReadonlySet<string>
  /** The terms of the words narrowing that kind ("robot" in "which robot simulators"). */
  kindNarrowing?: ReadonlySet<string>
  /**
   * The query's own terms the site never uses, in any of its languages, once misspellings are corrected
   * ("parking"): what they name is nothing the site speaks of.
   */
  unknown: ReadonlySet<string>
  /**
   * Numbered names the question writes and the site never does, though it writes the name with other
   * numbers ("ISO 9001" where the site has "ISO 27001"): a standard or version it does not claim.
   */
  unstated: readonly string[]
  /**
   * Its manner adverbs ("officially"): a page need not hold them to answer the rest, and they tie no
   * passage to the question (not counted among the words a passage meets together).
   */
  hedges?: ReadonlySet<string>
}
