import { GlobalStyles } from '@mui/material';

/**
 * Page-wide rules under every theme: the sign of right-to-left for mirrored drawings, a full-height body, and toasts
 * that let clicks through to the page under them (only their close button takes them: rutas-app.tsx).
 */
export const estilosGlobales = (
  <GlobalStyles
    styles={{
      'html[dir="rtl"]': { '--eds-flip': -1 },
      body: { minBlockSize: '100vh' },
      '.notistack-MuiContent': { pointerEvents: 'none' },
      '.notistack-MuiContent button': { pointerEvents: 'auto' },
    }}
  />
);
