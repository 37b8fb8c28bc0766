import { z } from 'zod'

/** Keys of the home figures; each has its label under `figures.<key>` in locales/<lang>/home.json. */
export const HOME_FIGURE_KEYS = ['years', 'specialists', 'projects'] as const

/** The key figures shown in the home page hero. */
export const homeSchema = z.object({
  figures: z
    .array(
      z.object({
        /** Which figure this is; also the key of its label in the home namespace. */
        key: z.enum(HOME_FIGURE_KEYS),
        /** The number shown, e.g. 50. */
        value: z.number().int().nonnegative(),
        /** True to show the number as a minimum, e.g. "50+". */
        orMore: z.boolean(),
      }),
    )
    .length(
      HOME_FIGURE_KEYS.length,
      `exactly ${HOME_FIGURE_KEYS.length} figures: ${HOME_FIGURE_KEYS.join(', ')}`,
    )
    .refine((figures) => new Set(figures.map((f) => f.key)).size === figures.length, {
      message: 'each figure key appears once',
    }),
})
export type HomeContent = z.infer<typeof homeSchema>
export type HomeFigure = HomeContent['figures'][number]
