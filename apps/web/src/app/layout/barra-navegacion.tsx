import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** The separate navigation row of the below- and above-header layouts. */
export function BarraNavegacion({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBlockEnd: 1,
        borderColor: 'divider',
        px: 2,
        py: 0.5,
        display: 'flex',
      }}
    >
      {children}
    </Box>
  );
}
