import { readFileSync } from 'node:fs'
import type { Lang } from '../../shared/languages.ts'
import type { FactSet } from './grade.ts'

/**
 * The chat's fact question sets (tests/fixtures/chat-facts/). `tuned` sets are what the engine is tuned on:
 * their misses are printed, to work on. `held-out` sets were written apart from the engine by someone who
 * did not read it, and are never tuned on: only their figures are printed, so that they stay a fair
 * measure of questions the engine has not seen.
 */
export interface QuestionSet {
  name: string
  held: boolean
  /** Who wrote it and when, as the report says it. */
  about: string
  /** The languages it asks in, when not all the site's (a set written in one language). */
  langs?: readonly Lang[]
  questions: FactSet
}

const DIR = new URL('../../tests/fixtures/chat-facts/', import.meta.url)
const read = (file: string): FactSet => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as FactSet

export const QUESTION_SETS: readonly QuestionSet[] = [
  { name: 'tuned', held: false, about: 'written with the engine, tuned on', questions: read('tuned.json') },
  {
    name: 'visitors',
    held: false,
    about: 'written apart from the engine (2026-11-25), then tuned on',
    questions: read('visitors.json'),
  },
  {
    name: 'visitors-2',
    held: false,
    about: 'written apart from the engine (2026-11-25, second), then tuned on',
    questions: read('visitors-2.json'),
  },
  {
    name: 'visitors-3',
    held: false,
    about:
      'written apart from the engine (2026-11-25, third session), the half of 80 per language drawn at random to tune on',
    questions: read('visitors-3.json'),
  },
  {
    name: 'visitors-4',
    held: false,
    about:
      'written apart from the engine (2026-11-25, fourth session: half the Arabic in dialect), then tuned on',
    questions: read('visitors-4.json'),
  },
  {
    name: 'visitors-5',
    held: false,
    about: 'written apart from the engine (2026-11-26, seventh session), first scored unseen, then tuned on',
    questions: read('visitors-5.json'),
  },
  {
    name: 'visitors-6',
    held: false,
    about: 'written apart from the engine (2026-11-26, eighth session), first scored unseen, then tuned on',
    questions: read('visitors-6.json'),
  },
  {
    name: 'visitors-7',
    held: false,
    about: 'written apart from the engine (2026-11-26, ninth session), first scored unseen, then tuned on',
    questions: read('visitors-7.json'),
  },
  {
    name: 'visitors-8',
    held: false,
    about:
      'written apart from the engine (2026-11-26, ninth session, mid-session), first scored unseen, then tuned on',
    questions: read('visitors-8.json'),
  },
  {
    name: 'visitors-9',
    held: false,
    about: 'written apart from the engine (2026-11-26, tenth session), first scored unseen, then tuned on',
    questions: read('visitors-9.json'),
  },
  {
    name: 'visitors-10',
    held: false,
    about: 'written apart from the engine (2026-11-26, eleventh session), first scored unseen, then tuned on',
    questions: read('visitors-10.json'),
  },
  {
    name: 'visitors-11',
    held: false,
    about:
      'written apart from the engine (2026-11-26, eleventh session, mid-session), first scored unseen, then tuned on',
    questions: read('visitors-11.json'),
  },
  {
    name: 'visitors-12',
    held: false,
    about: 'written apart from the engine (2026-11-26, twelfth session), first scored unseen, then tuned on',
    questions: read('visitors-12.json'),
  },
  {
    name: 'visitors-13',
    held: false,
    about: 'written apart from the engine (2026-11-26, twelfth session), first scored unseen, then tuned on',
    questions: read('visitors-13.json'),
  },
  {
    name: 'visitors-14',
    held: false,
    about:
      'written apart from the engine (2026-11-26, thirteenth session), first scored unseen, then tuned on',
    questions: read('visitors-14.json'),
  },
  {
    name: 'visitors-15',
    held: false,
    about:
      'written apart from the engine (2026-11-26, fourteenth session), first scored unseen, then tuned on',
    questions: read('visitors-15.json'),
  },
  {
    name: 'visitors-16',
    held: false,
    about:
      'written apart from the engine (2026-11-27, fourteenth session, mid-session), first scored unseen, then tuned on',
    questions: read('visitors-16.json'),
  },
  {
    name: 'visitors-17',
    held: false,
    about:
      'written apart from the engine (2026-11-27, fifteenth session), first scored unseen, then tuned on',
    questions: read('visitors-17.json'),
  },
  {
    name: 'visitors-18',
    held: false,
    about:
      'written apart from the engine (2026-11-27, fifteenth session, second), first scored unseen, then tuned on',
    questions: read('visitors-18.json'),
  },
  {
    name: 'visitors-19',
    held: false,
    about:
      'written apart from the engine (2026-11-27, fifteenth session, mid-session), first scored unseen, then tuned on',
    questions: read('visitors-19.json'),
  },
  {
    name: 'visitors-20',
    held: false,
    about:
      'written apart from the engine (2026-11-27, sixteenth session), first scored unseen, then tuned on',
    questions: read('visitors-20.json'),
  },
  {
    name: 'visitors-21',
    held: false,
    about:
      'written apart from the engine (2026-11-27, sixteenth session, less obvious details), first scored unseen, then tuned on',
    questions: read('visitors-21.json'),
  },
  {
    name: 'visitors-22',
    held: false,
    about:
      "written apart from the engine (2026-11-27, sixteenth session, in the visitors' own words), first scored unseen, then tuned on",
    questions: read('visitors-22.json'),
  },
  {
    name: 'visitors-23',
    held: false,
    about:
      "written apart from the engine (2026-11-27, sixteenth session, English only: 96 questions, most in the visitors' own words), first scored unseen, then tuned on",
    langs: ['en'],
    questions: read('visitors-23.json'),
  },
  {
    name: 'visitors-24',
    held: false,
    about:
      "written apart from the engine (2026-11-27, seventeenth session, English only: 96 questions in the visitors' own words, many naming a detail rather than its page), first scored unseen, then tuned on",
    langs: ['en'],
    questions: read('visitors-24.json'),
  },
  {
    name: 'visitors-25',
    held: false,
    about:
      "written apart from the engine (2026-11-27, seventeenth session: most questions in the visitors' own words, half the Arabic in dialect), first scored unseen, then tuned on",
    questions: read('visitors-25.json'),
  },
  {
    name: 'visitors-26',
    held: false,
    about:
      "written apart from the engine (2026-11-27, eighteenth session, English only: 96 questions in the visitors' own words, many naming a detail rather than its page), first scored unseen, then tuned on",
    langs: ['en'],
    questions: read('visitors-26.json'),
  },
  {
    name: 'visitors-27',
    held: false,
    about:
      'written apart from the engine (2026-11-27, eighteenth session, English only: 96 questions, half typed as bare phrases without a question mark, on pages a visitor rarely reaches from the home page), first scored unseen, then tuned on',
    langs: ['en'],
    questions: read('visitors-27.json'),
  },
  {
    name: 'visitors-28',
    held: false,
    about:
      "written apart from the engine (2026-11-27, nineteenth session, English only: 96 questions in the visitors' own words, some typed as non-native speakers type, most asking a detail inside a page), first scored unseen, then tuned on",
    langs: ['en'],
    questions: read('visitors-28.json'),
  },
  {
    name: 'visitors-29',
    held: false,
    about:
      'written apart from the engine (2026-11-27, nineteenth session, English only: 96 questions, 40 of them follow-ups of every kind, from "and in Tunis?" to "duration?"), first scored unseen, then tuned on',
    langs: ['en'],
    questions: read('visitors-29.json'),
  },
  {
    name: 'visitors-30',
    held: false,
    about:
      'written apart from the engine (2026-11-27, nineteenth session, English only: 96 short, terse questions as typed into a chat box or a search field, "share capital?", "lyon office email"), first scored unseen, then tuned on',
    langs: ['en'],
    questions: read('visitors-30.json'),
  },
  {
    name: 'visitors-31',
    held: false,
    about:
      'written apart from the engine (2026-11-27, twentieth session, English only: 96 questions, half well-formed, half terse chat shorthand, two thirds on the pages a visitor reaches first), first scored unseen, then tuned on',
    langs: ['en'],
    questions: read('visitors-31.json'),
  },
  {
    name: 'visitors-32',
    held: false,
    about:
      'written apart from the engine (2026-11-27, twentieth session, English only: 96 questions of a prospective client before buying, half in words the pages do not use), first scored unseen, then tuned on',
    langs: ['en'],
    questions: read('visitors-32.json'),
  },
  {
    name: 'visitors-33',
    held: false,
    about:
      'written apart from the engine (2026-11-27, twenty-first session, Arabic only: half Modern Standard Arabic, half Egyptian, Levantine, Gulf and Maghrebi dialect), first scored unseen at 7f13ec0 (87.5 %), then tuned on',
    langs: ['ar'],
    questions: read('visitors-33.json'),
  },
  {
    name: 'visitors-34',
    held: false,
    about:
      'written apart from the engine (2026-11-27, twenty-first session, English only: a quarter asking which ones the site lists, a quarter long with context, a quarter terse), first scored unseen at 54b8db4 (83.3 %), then tuned on',
    langs: ['en'],
    questions: read('visitors-34.json'),
  },
  {
    name: 'visitors-35',
    held: false,
    about:
      "written apart from the engine (2026-11-27, twenty-second session, English only: facts over 43 pages, 28 of them on a page other than the topic's main one), first scored unseen at 0f10fb2 (84.4 %), then tuned on",
    langs: ['en'],
    questions: read('visitors-35.json'),
  },
  {
    name: 'visitors-36',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-second session, English only: plain one-sentence questions over 42 pages, no page more than four times), first scored unseen at c4200da (84.4 %), then tuned on',
    langs: ['en'],
    questions: read('visitors-36.json'),
  },
  {
    name: 'visitors-37',
    held: false,
    about:
      "written apart from the engine (2026-11-28, twenty-third session, English only: 40 of 72 single questions answered on a page other than the topic's first, 44 pages), first scored unseen at f7ba018 (87.5 %: 84 of 96, follow-ups 15 of 16, once four facts written as a label and its value were cut to the value; 83.3 % as first graded)",
    langs: ['en'],
    questions: read('visitors-37.json'),
  },
  {
    name: 'visitors-38',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-third session, English only: 50 of 72 single questions in words the site does not use, 44 pages), first scored unseen at cf1a37d (71.9 %: 69 of 96, follow-ups 15 of 16, once “Mon-Fri, 9AM-6PM PST” was cut to “Mon-Fri”, the days the chat’s own hours state; 70.8 % as first graded)',
    langs: ['en'],
    questions: read('visitors-38.json'),
  },
  {
    name: 'visitors-39',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-fourth session, English only: terse questions as typed in a hurry, as the tuned and held-out halves are, 47 pages; 28 of its 96 questions are word for word questions of older sets), first scored unseen at 77f5c39 (91.7 %: 88 of 96; single 67 of 72, follow-ups 14 of 16, gaps 7 of 8)',
    langs: ['en'],
    questions: read('visitors-39.json'),
  },
  {
    name: 'visitors-40',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-fourth session, English only: terse questions, none word for word an older set’s, facts from the middle and bottom of 46 pages), first scored unseen at f8d1a6b (84.4 %: 81 of 96, follow-ups 13 of 16, gaps 5 of 8, once three facts written as a label and its value were cut to the value; 81.3 % as first graded)',
    langs: ['en'],
    questions: read('visitors-40.json'),
  },
  {
    name: 'visitors-41',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-fifth session, English only: terse questions on facts older sets seldom ask, from the services, offer, expertise, methodology pages and the three articles), first scored unseen at fc5ee54 (59.4 %: 57 of 96, follow-ups 9 of 16, gaps 6 of 8)',
    langs: ['en'],
    questions: read('visitors-41.json'),
  },
  {
    name: 'visitors-42',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-fifth session, English only: terse questions on facts older sets seldom ask, from the home, about, offices, careers, consultants, community, case studies, contact, blog and legal pages), first scored unseen at fc5ee54 (63.5 %: 61 of 96, follow-ups 11 of 16, gaps 7 of 8; 66.7 % once three questions answered from the article itself, whose page the writer had not been given, listed its page too)',
    langs: ['en'],
    questions: read('visitors-42.json'),
  },
  {
    name: 'visitors-43',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-sixth session, English only: non-native English, typos, numbers in words and paraphrases, over every page), first scored unseen at 0cab7b5 (60.4 %: 58 of 96, follow-ups 14 of 16, gaps 2 of 8)',
    langs: ['en'],
    questions: read('visitors-43.json'),
  },
  {
    name: 'visitors-44',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-sixth session, French only: casual phone French, missing accents, typos and paraphrases, over every page), first scored unseen at 0cab7b5 (65.6 %: 63 of 96, follow-ups 11 of 16, gaps 6 of 8)',
    langs: ['fr'],
    questions: read('visitors-44.json'),
  },
  {
    name: 'visitors-45',
    held: false,
    about:
      "written apart from the engine (2026-11-28, twenty-seventh session, English only: native visitors' words, terse and long, a CTO, a buyer, a candidate, over every page), first scored unseen at b525f21 (60.4 %: 58 of 96, follow-ups 10 of 16, gaps 4 of 8)",
    langs: ['en'],
    questions: read('visitors-45.json'),
  },
  {
    name: 'visitors-46',
    held: false,
    about:
      "written apart from the engine (2026-11-28, twenty-eighth session, English only: visitors who do not know the site's words, paraphrasing, over every page), first scored unseen at 80dc2af (46.9 %: 45 of 96, follow-ups 8 of 16, gaps 6 of 8), then tuned on",
    langs: ['en'],
    questions: read('visitors-46.json'),
  },
  {
    name: 'visitors-47',
    held: false,
    about:
      'written apart from the engine (2026-11-28, twenty-eighth session, English only: plain questions on details deep in the pages, over every page), first scored unseen at 80dc2af (79.2 %: 76 of 96, follow-ups 11 of 16, gaps 6 of 8), kept unseen through that session (79.2 % at its end), then tuned on from the twenty-ninth',
    langs: ['en'],
    questions: read('visitors-47.json'),
  },
  {
    name: 'visitors-48',
    held: false,
    about:
      "written apart from the engine (2026-11-28, twenty-ninth session, English only: typed as on a phone, short, with context, typos and abbreviations, over every page), first scored unseen at 1185336 (65.6 %: 63 of 96, follow-ups 8 of 16, gaps 7 of 8), its even half tuned on from the session's middle, its odd half kept unseen (37 of 48 at its start and end)",
    langs: ['en'],
    questions: read('visitors-48.json'),
  },
  {
    name: 'visitors-49',
    held: false,
    about:
      "written apart from the engine (2026-11-29, thirtieth session, English only: plain questions as professionals write them, each on one deep detail, in their own words, over every page; three questions on readers' comments made gaps), first scored unseen at 53f40b1 (52.1 %: 50 of 96, follow-ups 5 of 16, gaps 6 of 11), its even half tuned on, its odd half kept unseen (23 of 48 at the thirtieth session's start and end)",
    langs: ['en'],
    questions: read('visitors-49.json'),
  },
  {
    name: 'visitors-50',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-first session, English only: 160 questions of the French visitor sets that the chat answered right in French, asked as an English visitor would by a helper who read only the French questions and the built English pages, to find what fails in English alone), first scored unseen at 822b62e and at c51708d alike (93.8 %: 150 of 160, follow-ups 36 of 40, gaps 14 of 15), then tuned on',
    langs: ['en'],
    questions: read('visitors-50.json'),
  },
  {
    name: 'visitors-51',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-first session, English only: 120 follow-ups of the French and Spanish visitor sets that the chat answered right in those languages, asked as an English visitor would by a helper who read only those questions and the built English pages), first scored unseen at 822b62e and at 38aef04 alike (94.2 %: 113 of 120), then tuned on',
    langs: ['en'],
    questions: read('visitors-51.json'),
  },
  {
    name: 'visitors-52',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-first session, English only: 170 questions of the Spanish and Arabic visitor sets that the chat answered right in those languages, asked as an English visitor would by a helper who read only those questions and the built pages), first scored unseen at 822b62e and at 618588a alike (81.2 %: 138 of 170, follow-ups 33 of 40, gaps 10 of 10; 94.7 %, 161 of 170, once 23 key figures the answers quoted right (24 in all) were also spelt as the pages lay them out, value before label), then tuned on',
    langs: ['en'],
    questions: read('visitors-52.json'),
  },
  {
    name: 'visitors-53',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-first session, English only: 150 follow-ups of the French, Spanish and Arabic visitor sets that the chat answered right in those languages, asked as an English visitor would by a helper who read only those questions and the built pages), first scored unseen at ee6aa8c (88.0 %: 132 of 150; 94.0 %, 141 of 150, once 9 figures the answers quoted right were also spelt as they lay them out, the label then the value in brackets; 93.3 % with the first engine of this session, 822b62e), then tuned on',
    langs: ['en'],
    questions: read('visitors-53.json'),
  },
  {
    name: 'visitors-54',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-second session, English only: 160 more follow-ups of the French, Spanish and Arabic visitor sets that the chat answered right in those languages, none used for visitors-51 or visitors-53, asked as an English visitor would by a helper who read only those questions and the built pages), first scored unseen (91.9 %, 147 of 160, with the first engine of this session, 1bac11e; 92.5 % at 9e7bc40), then tuned on',
    langs: ['en'],
    questions: read('visitors-54.json'),
  },
  {
    name: 'visitors-55',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-second session, English only: 120 conversations of two turns written from the built English pages by a helper who read nothing else, 24 of each kind of follow-up: a detail of the same subject, another subject asked the same, a way to reach, a figure or name or step, terse), first scored unseen (84.2 %, 101 of 120, with the first engine of this session, 1bac11e; 86.7 % at c3b5ace), then tuned on',
    langs: ['en'],
    questions: read('visitors-55.json'),
  },
  {
    name: 'visitors-56',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-third session, English only: 120 conversations of two turns written from the built English pages by a helper who read nothing else, 24 of each kind of follow-up: back to a person, back to a place, back to a thing, the same asked of another subject in varied words, a yes-or-no check on the subject (6 of them gaps)), first scored unseen (84.2 %, 101 of 120, with the first engine of this session, f18d675), then tuned on',
    langs: ['en'],
    questions: read('visitors-56.json'),
  },
  {
    name: 'visitors-57',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-third session, English only: 120 conversations of two turns written from the built English pages by a helper who read nothing else, in the voices of five visitors, 24 each, 2 of them gaps: a bank buyer, a startup CTO typing on a phone, a job seeker, a journalist, a visitor reading the legal pages), first scored unseen (80.8 %, 97 of 120, with the first engine of this session, f18d675), then tuned on',
    langs: ['en'],
    questions: read('visitors-57.json'),
  },
  {
    name: 'visitors-58',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-third session, English only: 120 conversations of two turns written from the built English pages by a helper who read nothing else, each follow-up five words at most ("how long?", "and in Lyon?", "remote ok?"), 8 of them gaps, no page the subject of more than 6), first scored unseen (78.3 %, 94 of 120, at 2c39cdf and at f18d675 alike), then tuned on',
    langs: ['en'],
    questions: read('visitors-58.json'),
  },
  {
    name: 'visitors-59',
    held: false,
    about:
      'written apart from the engine (2026-11-29, thirty-third session, English only: 120 conversations of two turns written from the built English pages by a helper who read nothing else, in the English of visitors whose first language is French, Spanish or Arabic, 40 each, 3 gaps each), first scored unseen (80.0 %, 96 of 120, at 2c39cdf and at f18d675 alike), then tuned on',
    langs: ['en'],
    questions: read('visitors-59.json'),
  },
  {
    name: 'held-out',
    held: true,
    about: 'written apart from the engine (2026-11), never tuned on',
    questions: read('held-out.json'),
  },
  {
    name: 'held-out-b',
    held: true,
    about: 'written apart from the engine before issue 33 changed it (2026-11-25), never tuned on',
    questions: read('held-out-b.json'),
  },
  {
    name: 'held-out-c',
    held: true,
    about:
      'written apart from the engine (2026-11-25, third session), the other half of those 80 per language, drawn at random: never tuned on, their misses never read',
    questions: read('held-out-c.json'),
  },
  {
    name: 'held-out-d',
    held: true,
    about:
      'written apart from the engine at the start of the fourth session of issue 33 (2026-11-25), before that session changed it: never tuned on, their misses never read',
    questions: read('held-out-d.json'),
  },
  {
    name: 'held-out-e',
    held: true,
    about:
      'written apart from the engine at the start of the sixth session of issue 33 (2026-11-25, 48 per language, 12 follow-ups, 4 gaps), before that session changed it: never tuned on, their misses never read',
    questions: read('held-out-e.json'),
  },
  {
    name: 'held-out-f',
    held: true,
    about: 'written apart from the engine (2026-11-27, fifteenth session), never tuned on',
    questions: read('held-out-f.json'),
  },
  {
    name: 'held-out-g',
    held: true,
    about:
      'written apart from the engine (2026-11-27, twentieth session, English only: half well-formed, half terse), first scored at 9f13bf9, never tuned on',
    langs: ['en'],
    questions: read('held-out-g.json'),
  },
]
