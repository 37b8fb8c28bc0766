/**
 * The retrieval ideas the engine is built from, each of which can be switched off to measure what it
 * brings (`npm run chat:eval -- --ideas`, server/chat/README.md reports the figures). All are on in
 * production; an idea that did not earn its place on the held-out sets is removed, not left off here.
 */
export const IDEAS = {
  crossLanguage:
    "a word the visitor's language does not use is matched in the site's other languages and brought back through its translations",
  paraphrases:
    "the site's other wordings of a word, learnt through the translations of its own language's texts",
  glossary: "the terminology glossary's rows as parallel texts, besides the site's pages",
  typos: 'one typo in words of five to seven letters, two from eight (before: none under six)',
  compounds:
    'a word the site never uses split into two it does ("رأسمال" → "رأس مال", "testplan" → "test plan")',
  hyphenatedNames:
    'a name the question joins with a hyphen or a slash ("axe-core", "go/no-go") counts as a phrase where a passage writes its words one after the other',
  numberWords: 'numbers written as words ("cinq jours", "two hours", "ثلاثة") read as their figures',
  followUps: 'a follow-up question read with the topic of the conversation before it',
  unknownSubject:
    'a question naming a subject the site never mentions, in any language ("parking", "internships"), is told so rather than answered with something near',
  names:
    'a name the question writes (an acronym, a capitalised or camel-case word, Latin letters in Arabic: "COBOL", "Katalon", "TestComplete") that the site never uses is a subject it does not speak of, as one announced by an article is',
  proximity:
    "for a question asking a figure, the figure stated beside the question's words (in its clause or the one before) wins over one a table row away",
  secondPassage:
    "another passage of the quoted page that answers nearly as well (15 % of the best one's score; was half, then 30 %) is quoted beside it",
  otherPage:
    'the best quote of another page is quoted after the chosen one when it answers nearly as well (22.5 % of its score, was 30 %), and gives a figure, an address or a name when one is asked',
  ownWords:
    'a follow-up\'s quote holds its own telling words, not only its topic\'s ("which vulnerabilities?" after smart contracts is not answered by a profile that tests smart contracts)',
  arabicRoots:
    'an Arabic word also searches the site\'s words of the same root, weighing less ("تحتفظون" you keep → "الاحتفاظ" retention, "اتسجلت" → "مسجلة")',
  samePassage:
    'a follow-up naming no new subject ("is it remote?" after a job offer) is answered from the passage the previous answer quoted, when it gives what is asked',
} as const

/** Which ideas are on. */
export type Ideas = Record<keyof typeof IDEAS, boolean>

export const ALL_IDEAS: Ideas = Object.fromEntries(Object.keys(IDEAS).map((k) => [k, true])) as Ideas
