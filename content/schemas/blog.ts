import { z } from 'zod'
import { bodySchema, longformSchema, text } from './longform.ts'

const slug = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')

/** Blog categories; each has a label under blog:categories.<key> and a topic under blog:index.topics. */
export const CATEGORIES = ['automation', 'performance', 'functional', 'quality'] as const
export type Category = (typeof CATEGORIES)[number]

/** Pages an article may recommend as related reading (route ids; texts under blog:related.<id>). */
export const RELATED_TARGETS = [
  'automatedTesting',
  'functionalTesting',
  'performanceTesting',
  'qualityAudits',
  'methodologies',
  'caseStudies',
] as const
export type RelatedTarget = (typeof RELATED_TARGETS)[number]

/** An author; the role and short bio are in content/<lang>/authors.json under the author's id. */
const authorSchema = z.object({
  /** Key of the author, referenced by articles[].author. */
  id: slug,
  /** Full name, the same in every language. */
  name: z.string().min(1),
})

/** A comment shown under an article; its text is in content/<lang>/articles/<slug>.json under comments.<id>. */
const commentSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+$/, 'lower-case letters and digits only'),
  /** Commenter's display name. */
  author: z.string().min(1),
  /** Date posted, ISO yyyy-mm-dd. */
  date: z.iso.date(),
})

const articleSchema = z.object({
  /** URL key: /blog/<slug>; texts in content/<lang>/articles/<slug>.json. */
  slug,
  /** Publication date, ISO yyyy-mm-dd. */
  date: z.iso.date(),
  /** Date of the last substantive revision, ISO yyyy-mm-dd, when there was one (dateModified). */
  updated: z.iso.date().optional(),
  /** Reading time in minutes. */
  readTime: z.number().int().positive(),
  /** Id of one of `authors`. */
  author: slug,
  category: z.enum(CATEGORIES),
  /** Shown first, with a 'featured' badge. */
  featured: z.boolean(),
  /** Number on the comments badge: counts every comment, including those not shown. */
  commentCount: z.number().int().nonnegative(),
  /** The comments shown (a fixed list: nothing is posted). */
  comments: z.array(commentSchema),
  /** Related reading: up to three pages of the site. */
  related: z.array(z.enum(RELATED_TARGETS)).min(1).max(3),
})

/** content/blog.json: built-in articles and their authors; titles and bodies are in content/<lang>/articles/. */
export const blogSchema = z
  .object({
    authors: z.array(authorSchema).min(1),
    articles: z
      .array(articleSchema)
      .min(1, 'at least one article: the first is the fallback for unknown slugs'),
  })
  .superRefine((blog, ctx) => {
    const authors = new Set(blog.authors.map((a) => a.id))
    const slugs = new Set<string>()
    blog.articles.forEach((article, i) => {
      if (!authors.has(article.author)) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'author'],
          message: `unknown author "${article.author}": add it to authors`,
        })
      }
      if (slugs.has(article.slug)) {
        ctx.addIssue({ code: 'custom', path: ['articles', i, 'slug'], message: 'duplicate slug' })
      }
      slugs.add(article.slug)
      if (article.updated && article.updated < article.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'updated'],
          message: `must not be before the publication date ${article.date}`,
        })
      }
      if (article.comments.length > article.commentCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['articles', i, 'commentCount'],
          message: 'must be at least the number of comments listed',
        })
      }
    })
  })
export type Blog = z.infer<typeof blogSchema>
export type Article = Blog['articles'][number]
export type Author = Blog['authors'][number]

/** content/<lang>/articles/<slug>.json: the texts of one article. */
export const articleTextSchema = z
  .object({
    /** The article's title: its h1, its cards and its breadcrumb. */
    title: text,
    /** A shorter title for the browser tab and search results, when `title` would make one over 60 characters. */
    metaTitle: text.max(60, 'at most 60 characters: it is followed by " | <brand>"').optional(),
    /** One or two sentences for cards and the page hero. */
    excerpt: text,
    /** Paragraphs before the first section. */
    intro: bodySchema,
    /** The article's h2 sections, the last one being the conclusion. */
    sections: longformSchema,
    /** Text of each comment listed in content/blog.json, by comment id. */
    comments: z.record(z.string(), text),
  })
  .strict()
export type ArticleText = z.infer<typeof articleTextSchema>

/** The texts of `article`: a text for each comment content/blog.json lists, and none other. */
export function articleTextSchemaFor(article: Pick<Article, 'comments'>) {
  return articleTextSchema.extend({
    comments: z.object(Object.fromEntries(article.comments.map((c) => [c.id, text]))).strict(),
  })
}

/** What content/<lang>/authors.json says of one author. */
const authorTextSchema = z
  .object({
    /** Job title, shown under the name and given as jobTitle in the article's JSON-LD. */
    role: text,
    /** A few sentences presenting the author, in the box closing each article. */
    bio: text,
  })
  .strict()
export type AuthorText = z.infer<typeof authorTextSchema>

/** content/<lang>/authors.json: the role and bio of each author of content/blog.json, by author id. */
export function authorsTextSchema(ids: readonly string[]) {
  return z.object(Object.fromEntries(ids.map((id) => [id, authorTextSchema]))).strict()
}
