import { path } from '../../ui/icons.tsx'

/** A house: hybrid and remote work (decorative). */
export const Home = path('m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10')
