import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';

/**
 * The styles cache of right-to-left pages: MUI's own styles use physical sides, which the RTL plugin flips (our
 * styles use logical properties, which it leaves alone). A module of its own, loaded only for a right-to-left page.
 */
export const cacheRtl = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
