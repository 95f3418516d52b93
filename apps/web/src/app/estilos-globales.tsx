import { GlobalStyles } from '@mui/material';

/** Page-wide rules under every theme: the sign of right-to-left for mirrored drawings, and a full-height body. */
export const estilosGlobales = <GlobalStyles styles={{ 'html[dir="rtl"]': { '--eds-flip': -1 }, body: { minBlockSize: '100vh' } }} />;
